/** React 19 has useSyncExternalStore built in; SWR's CommonJS shim would load the root's React 18 in tests. */
export { useSyncExternalStore } from 'react';
