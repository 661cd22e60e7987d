import './ui.css';

export { Button, type ButtonProps } from './Button';
export { TextField, type TextFieldProps } from './TextField';
export { SelectField, type SelectFieldProps } from './SelectField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { Dialog, type DialogProps } from './Dialog';
export { DataTable, type DataColumn, type DataTableProps } from './DataTable';
export { EmptyState } from './EmptyState';
export { FormFooter, type FormOutcome } from './FormFooter';
export { ListSkeleton } from './ListSkeleton';
export { Loading } from './Loading';
export { ErrorNotice } from './ErrorNotice';
export { StatusNotice } from './StatusNotice';
export { Card } from './Card';
export { BrandMark } from './BrandMark';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { Pager, type PagerProps } from './Pager';
