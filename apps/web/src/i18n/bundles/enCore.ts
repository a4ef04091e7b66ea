import shared from '../en.json';
import { mergeTexts, type Tree } from '../mergeTexts';

// The English texts of the first screens, loaded before the first render: the shared texts and every
// feature's i18n/core/en.json (the first screens' own texts: shell, auth pages, workboard, header
// search, setup wizard, help dialog, settings home, 404; and the menu labels the shell shows). A
// feature's other texts, i18n/en.json, come with its pages (enWork.ts, enAdmin.ts).
export default mergeTexts(shared as Tree, Object.values(import.meta.glob<Tree>('../../features/*/i18n/core/en.json', { eager: true, import: 'default' })));
