export { CompanyGate } from './components/company-gate';
export { CompanySelect } from './components/company-select';
export { CompanyPending } from './components/company-pending';
