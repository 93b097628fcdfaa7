import { InboxOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { type DragEvent, useState } from 'react';
import styles from './shared.module.css';

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
      className={styles.dropZone}
      data-over={over || undefined}
      data-disabled={disabled || undefined}
    >
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        className={styles.visuallyHidden}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = ''; // the same file can be chosen again after removing it
          if (files.length > 0) onFiles(files);
        }}
      />
      <InboxOutlined className={styles.dropIcon} aria-hidden />
      <Typography.Text className={styles.block}>{label}</Typography.Text>
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </label>
  );
}
