import type { Draft } from '../draft';

export type StepProps = {
  draft: Draft;
  update: (patch: Partial<Draft>) => void;
  next: () => void;
  back?: () => void;
};
