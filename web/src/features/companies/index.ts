export { CompanyGate } from './components/company-gate';
