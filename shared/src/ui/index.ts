import './ui.css';

export { Button, type ButtonProps } from './Button';
export { TextField, type TextFieldProps } from './TextField';
export { Dialog, type DialogProps } from './Dialog';
export { Loading } from './Loading';
export { ErrorNotice } from './ErrorNotice';
export { Card } from './Card';
