import shared from '../fr.json';
import { mergeTexts, type Tree } from '../mergeTexts';

// Each feature keeps its texts in src/features/<domain>/i18n/{fr,en}.json; this chunk holds the French ones.
const features = import.meta.glob<Tree>('../../features/*/i18n/fr.json', { eager: true, import: 'default' });

export default mergeTexts(shared as Tree, Object.values(features));
