import { PlusOutlined, TagsOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { DeletedButton } from '../../shared/history/deleted-button.js';
import styles from './projects.module.css';

/** 'Proyectos' with 'Gestionar Marcas' and 'Agregar Proyecto' (docs/product.md §2 "Admin dashboard"). */
export function ProjectsToolbar({ onManageBrands, onAddProject }: { onManageBrands: () => void; onAddProject: () => void }) {
  return (
    <Flex justify="space-between" align="center" wrap gap="middle" className={styles.toolbar}>
      <Typography.Title level={4}>Proyectos</Typography.Title>
      <Flex gap="small" wrap>
        <DeletedButton type="project" />
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
