import { type LeadSource, leadSourceLabel } from '@casa/core';
import { Flex, Typography } from 'antd';

/** 'Origen: instagram / verano' under a lead's name in the inbox; nothing for a visit without one. */
export function LeadOriginLine({ source }: { source: LeadSource }) {
  const label = leadSourceLabel(source);
  return label ? <Typography.Text type="secondary">Origen: {label}</Typography.Text> : null;
}

/** The lead panel's 'Origen': the campaign, then each part the visit had (plain text, never markup). */
export function LeadSourceDetails({ source }: { source: LeadSource }) {
  const parts: [string, string | null][] = [
    ['Página de entrada', source.landingPage],
    ['Sitio de referencia', source.referrer],
    ['utm_medium', source.utmMedium],
    ['utm_term', source.utmTerm],
    ['utm_content', source.utmContent],
  ];
  const label = leadSourceLabel(source);
  const shown = parts.filter(([, value]) => value);
  if (!label && shown.length === 0) return <>Directo (sin campaña ni sitio de referencia)</>;
  return (
    <Flex vertical gap={2}>
      {label ? <span>{label}</span> : null}
      {shown.map(([name, value]) => (
        <Typography.Text key={name} type="secondary">
          {name}: {value}
        </Typography.Text>
      ))}
    </Flex>
  );
}
