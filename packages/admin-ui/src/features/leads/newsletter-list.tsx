import { DownloadOutlined } from '@ant-design/icons';
import { MESSAGES, NEWSLETTER_PAGE_SIZE, type NewsletterSubscriber } from '@casa/core';
import { Alert, Button, Empty, Flex, Table } from 'antd';
import { useState } from 'react';
import { NEWSLETTER_EXPORT_URL, useGetNewsletterSubscribersQuery } from '../../api/leads-endpoints.js';
import { failureReason } from '../../shared/failure-reason.js';
import { useToast } from '../../shared/toast.js';
import { downloadFile } from '../../shared/download-file.js';
import { formatLeadDate } from './format.js';
import { LEADS_REFRESH_MS, useRefetchOnFocus } from './use-auto-refresh.js';

/** 'Boletín': newsletter sign-ups, newest first, with their date and a CSV export. */
export function NewsletterList() {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const { data, isLoading, isFetching, error, refetch } = useGetNewsletterSubscribersQuery(page, { pollingInterval: LEADS_REFRESH_MS });
  useRefetchOnFocus(refetch);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadFile(NEWSLETTER_EXPORT_URL, 'boletin.csv');
    } catch {
      toast.error(MESSAGES.leadsExportError);
    } finally {
      setExporting(false);
    }
  };

  if (error && !data) {
    return <Alert type="error" showIcon title="No se pudieron cargar los suscriptores." description={failureReason(error)} />;
  }
  return (
    <Flex vertical gap="middle">
      <Flex justify="end">
        <Button icon={<DownloadOutlined />} onClick={() => void exportCsv()} loading={exporting}>
          Exportar CSV
        </Button>
      </Flex>
      <Table<NewsletterSubscriber>
        rowKey="email"
        size="middle"
        loading={isLoading || isFetching}
        dataSource={data?.items ?? []}
        locale={{ emptyText: <Empty description={MESSAGES.subscribersEmpty} /> }}
        pagination={{
          current: page,
          pageSize: NEWSLETTER_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
          showTotal: (total) => `${total} ${total === 1 ? 'suscriptor' : 'suscriptores'}`,
        }}
        columns={[
          { key: 'email', title: 'Email', dataIndex: 'email' },
          { key: 'createdAt', title: 'Fecha de alta', render: (_, subscriber) => formatLeadDate(subscriber.createdAt) },
        ]}
      />
    </Flex>
  );
}
