import shared from '../fr.json';
import { mergeTexts, type Tree } from '../mergeTexts';

// The French texts of the first screens, loaded before the first render: the shared texts and every
// feature's i18n/core/fr.json (the first screens' own texts: shell, auth pages, workboard, header
// search, setup wizard, help dialog, settings home, 404; and the menu labels the shell shows). A
// feature's other texts, i18n/fr.json, come with its pages (frWork.ts, frAdmin.ts).
export default mergeTexts(shared as Tree, Object.values(import.meta.glob<Tree>('../../features/*/i18n/core/fr.json', { eager: true, import: 'default' })));
