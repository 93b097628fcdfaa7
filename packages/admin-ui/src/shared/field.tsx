import { Form } from 'antd';
import type { ReactNode } from 'react';

interface FieldProps {
  id?: string;
  label: ReactNode;
  error?: string | undefined;
  required?: boolean;
  extra?: ReactNode;
  children: ReactNode;
}

/** An antd form row for a react-hook-form field: label bound to the input id, message under it. */
export function Field({ id, label, error, required, extra, children }: FieldProps) {
  return (
    <Form.Item label={label} htmlFor={id} required={required} validateStatus={error ? 'error' : undefined} help={error} extra={extra}>
      {children}
    </Form.Item>
  );
}
