import { PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';

/** 'Proyectos' with 'Gestionar Marcas' and 'Agregar Proyecto' (docs/product.md §2 "Admin dashboard"). */
export function ProjectsToolbar({ onManageBrands, onAddProject }: { onManageBrands: () => void; onAddProject: () => void }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Proyectos
      </Typography.Title>
      <Flex gap={8} wrap>
        <Button icon={<TagsOutlined />} onClick={onManageBrands}>
          Gestionar Marcas
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={onAddProject}>
          Agregar Proyecto
        </Button>
      </Flex>
    </Flex>
  );
}
