import { DeleteOutlined, EditOutlined, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { type Brand, DIVISION_LABELS, DIVISIONS, type Division } from '@casa/core';
import { Button, Empty, Flex, Segmented, Spin, Tag, Tooltip, Typography } from 'antd';
import { DeletedButton } from '../../shared/history/deleted-button.js';
import styles from './brands.module.css';

interface BrandListProps {
  brands: readonly Brand[];
  division: Division;
  isLoading: boolean;
  selectedId: number | null;
  onDivision: (division: Division) => void;
  onNew: () => void;
  onEdit: (brand: Brand) => void;
  onDelete: (brand: Brand) => void;
}

/** The left side: the division's brands, with the count and 'Nueva Marca'. */
export function BrandList({ brands, division, isLoading, selectedId, onDivision, onNew, onEdit, onDelete }: BrandListProps) {
  return (
    <Flex vertical gap="middle">
      <Segmented
        aria-label="División"
        block
        value={division}
        onChange={(value) => onDivision(value as Division)}
        options={DIVISIONS.map((value) => ({ value, label: DIVISION_LABELS[value] }))}
      />
      <Flex justify="space-between" align="center">
        <Typography.Text strong data-testid="brand-count">
          {brands.length} {brands.length === 1 ? 'marca' : 'marcas'}
        </Typography.Text>
        <Flex gap="small" wrap>
          <DeletedButton type="brand" />
          <Button type="primary" icon={<PlusOutlined />} onClick={onNew}>
            Nueva Marca
          </Button>
        </Flex>
      </Flex>
      {isLoading ? <Spin /> : null}
      {!isLoading && brands.length === 0 ? <Empty description="No hay marcas en esta división." /> : null}
      <ul aria-label="Marcas" className={styles.list}>
        {brands.map((brand) => (
          <li key={brand.id} data-testid="brand-item" className={styles.item} aria-current={brand.id === selectedId || undefined}>
            <div className={styles.logoBox}>
              {brand.logoUrl ? <img src={brand.logoUrl} alt={`Logo de ${brand.name}`} className={styles.logo} loading="lazy" /> : null}
            </div>
            <div className={styles.itemText}>
              <Flex gap="small" align="center" wrap>
                <Typography.Text strong>{brand.name}</Typography.Text>
                {brand.category ? <Tag>{brand.category}</Tag> : null}
                {brand.isActive ? null : <Tag color="default">Inactiva</Tag>}
              </Flex>
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className={styles.description}>
                {brand.description}
              </Typography.Paragraph>
            </div>
            <Flex gap={2}>
              {brand.websiteUrl ? (
                <Tooltip title="Visitar sitio web">
                  <Button
                    type="text"
                    icon={<ExportOutlined />}
                    href={brand.websiteUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Visitar sitio web de ${brand.name}`}
                  />
                </Tooltip>
              ) : null}
              <Tooltip title="Editar">
                <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${brand.name}`} onClick={() => onEdit(brand)} />
              </Tooltip>
              <Tooltip title="Eliminar">
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Eliminar ${brand.name}`}
                  onClick={() => onDelete(brand)}
                />
              </Tooltip>
            </Flex>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
