export { CompanyGate } from './components/company-gate';
export { CompanySelect } from './components/company-select';
