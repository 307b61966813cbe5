/** A Markdown body as React elements, never HTML (chapter news's page shows its body with it). */
export { Markdown } from './components/markdown';
