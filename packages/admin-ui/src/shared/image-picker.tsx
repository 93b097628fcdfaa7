import { InboxOutlined } from '@ant-design/icons';
import { theme, Typography } from 'antd';
import { type DragEvent, useState } from 'react';

interface ImagePickerProps {
  id: string;
  label: string;
  hint: string;
  multiple?: boolean;
  accept?: string;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/** A drop zone that is also a file input (keyboard and screen-reader friendly: a real <input>). */
export function ImagePicker({ id, label, hint, multiple = false, accept = 'image/*', disabled = false, onFiles }: ImagePickerProps) {
  const { token } = theme.useToken();
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    <label
      htmlFor={id}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        display: 'block',
        padding: 16,
        textAlign: 'center',
        cursor: disabled ? 'not-allowed' : 'pointer',
        border: `1px dashed ${over ? token.colorPrimary : token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
        background: over ? token.colorPrimaryBg : token.colorFillAlter,
        opacity: disabled ? 0.6 : 1,
      }}
    >
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = ''; // the same file can be chosen again after removing it
          if (files.length > 0) onFiles(files);
        }}
      />
      <InboxOutlined style={{ fontSize: 28, color: token.colorPrimary }} aria-hidden />
      <Typography.Text style={{ display: 'block' }}>{label}</Typography.Text>
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </label>
  );
}
