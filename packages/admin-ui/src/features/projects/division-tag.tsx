import { DIVISION_LABELS, isDivision } from '@casa/core';
import { Tag } from 'antd';

export function DivisionTag({ division }: { division: string }) {
  const label = isDivision(division) ? DIVISION_LABELS[division] : division || 'Sin división';
  return <Tag color={division === 'hospitality' ? 'cyan' : 'gold'}>{label}</Tag>;
}
