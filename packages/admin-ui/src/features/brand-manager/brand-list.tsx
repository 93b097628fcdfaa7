import { DeleteOutlined, EditOutlined, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { type Brand, DIVISION_LABELS, DIVISIONS, type Division } from '@casa/core';
import { Button, Empty, Flex, Segmented, Spin, Tag, Tooltip, Typography } from 'antd';

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
    <Flex vertical gap={12}>
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
        <Button type="primary" icon={<PlusOutlined />} onClick={onNew}>
          Nueva Marca
        </Button>
      </Flex>
      {isLoading ? <Spin /> : null}
      {!isLoading && brands.length === 0 ? <Empty description="No hay marcas en esta división." /> : null}
      <ul aria-label="Marcas" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        {brands.map((brand) => (
          <li
            key={brand.id}
            data-testid="brand-item"
            style={{
              display: 'grid',
              gridTemplateColumns: '72px 1fr auto',
              gap: 12,
              alignItems: 'center',
              padding: 10,
              background: '#fff',
              borderRadius: 8,
              border: `1px solid ${brand.id === selectedId ? '#8a6a3b' : '#ece7df'}`,
            }}
          >
            <div style={{ width: 72, height: 48, display: 'grid', placeItems: 'center', background: '#faf8f5', borderRadius: 4 }}>
              {brand.logoUrl ? (
                <img
                  src={brand.logoUrl}
                  alt={`Logo de ${brand.name}`}
                  style={{ maxWidth: 64, maxHeight: 40, objectFit: 'contain' }}
                  loading="lazy"
                />
              ) : null}
            </div>
            <div style={{ minWidth: 0 }}>
              <Flex gap={6} align="center" wrap>
                <Typography.Text strong>{brand.name}</Typography.Text>
                {brand.category ? <Tag style={{ marginInlineEnd: 0 }}>{brand.category}</Tag> : null}
                {brand.isActive ? null : <Tag color="default">Inactiva</Tag>}
              </Flex>
              <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 13 }}>
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
