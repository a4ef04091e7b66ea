import type { ComponentProps, ReactNode } from 'react';
import { isNotFoundError } from '../api/isNotFoundError';
import { DetailNotFound } from './DetailNotFound';
import { PageLoadState } from './PageLoadState';

interface DetailLoadStateProps {
  /** The item's query (TanStack Query result). */
  query: { error: unknown; isError: boolean; refetch: () => unknown };
  backLink: ReactNode;
  /** What the page says when the item does not exist (or is another shop's). */
  notFound: Omit<ComponentProps<typeof DetailNotFound>, 'backLink'>;
  /** The title of the load failure, offered a retry. */
  loadError: string;
  /** Heights of the skeleton's blocks, shaped like the page's cards. */
  skeleton: number[];
}

/** A detail page before its item is there: "not found" with the way back, the load failure with a retry, or a skeleton. */
export function DetailLoadState({ query, backLink, notFound, loadError, skeleton }: DetailLoadStateProps) {
  if (isNotFoundError(query.error)) return <DetailNotFound backLink={backLink} {...notFound} />;
  return <PageLoadState header={backLink} failed={query.isError ? { title: loadError, onRetry: () => void query.refetch() } : undefined} skeleton={skeleton} />;
}
