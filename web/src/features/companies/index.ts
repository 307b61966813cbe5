export { CompanySelect } from './components/company-select';
export { CreateCompanyDrawer } from './components/create-company-drawer';
