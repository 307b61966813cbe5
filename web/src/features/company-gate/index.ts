export { CompanyGate } from './components/company-gate';
export { CompanyPending } from './components/company-pending';
