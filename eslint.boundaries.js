import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The web app's import boundaries (docs/ARCHITECTURE.md): a feature reaches another feature only
// through that feature's index.ts; features and shared never reach into app/; shared never reaches
// into features. Written as import-x/no-restricted-paths zones, one per feature, so that a new
// feature folder is covered without editing this file.

const WEB = './apps/web/src';
const FEATURES = fileURLToPath(new URL('apps/web/src/features', import.meta.url));

export const featureNames = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const intoAnotherFeature = (name) => ({
  target: `${WEB}/features/${name}`,
  from: `${WEB}/features`,
  except: [`./${name}`, ...featureNames.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: `features/${name} may import another feature only through its index.ts (import '../other', not '../other/components/...'); pieces used by several features belong in src/shared.`,
});

export const boundaryZones = [
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'A feature must not import src/app: move what it needs to src/shared, or have app pass it in.',
  },
  {
    target: `${WEB}/shared`,
    from: [`${WEB}/app`, `${WEB}/features`],
    message: 'src/shared must not import src/app or src/features: shared pieces depend on nothing feature-specific.',
  },
  ...featureNames.map(intoAnotherFeature),
];
