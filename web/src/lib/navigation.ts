/**
 * Navigation for code outside React (the API client). The app registers the router's
 * navigate function at start; before that a full page load is the safe fallback.
 */
type Navigate = (to: string) => void;

let navigateFn: Navigate = (to) => window.location.assign(to);

export function setNavigate(fn: Navigate): void {
  navigateFn = fn;
}

export function navigate(to: string): void {
  navigateFn(to);
}
