/**
 * Every built-in English text, as the board's `strings` reads them back.
 */
export { englishStrings as allEnglishTexts } from '../../src/i18n/strings.js';
