import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useFormMutation } from './useFormMutation';

describe('useFormMutation', () => {
  it('is silent for the global error toast (the form shows the field errors) and keeps the caches in step on success', async () => {
    const client = new QueryClient();
    const stored: string[] = [];
    let mutation: ReturnType<typeof useFormMutation<string, number>> | undefined;
    function Probe() {
      mutation = useFormMutation(
        async (body: number) => `saved ${body}`,
        (answer, body) => stored.push(`${answer}/${body}`),
      );
      return null;
    }
    renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(Probe)));
    await mutation!.mutateAsync(7);
    const [recorded] = client.getMutationCache().getAll();
    expect(recorded.options.meta).toEqual({ silent: true });
    expect(stored).toEqual(['saved 7/7']);
  });
});
