/** The dashboard's "Your scorecard" card. */
export { ScorecardCard } from './components/scorecard-card';
