import { TagsOutlined } from '@ant-design/icons';
import { type Brand, type Division, MESSAGES } from '@casa/core';
import { Col, Drawer, Empty, Row } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useDeleteBrandMutation } from '../../api/brands-endpoints.js';
import { useGetBrandsQuery } from '@casa/api-client';
import { useConfirm } from '../../shared/confirm.js';
import { useToast } from '../../shared/toast.js';
import { brandsOfDivision, deleteBrandQuestion } from './brand-form-model.js';
import { BrandForm } from './brand-form.js';
import { BrandList } from './brand-list.js';
import styles from './brands.module.css';

type FormMode = { kind: 'hidden' } | { kind: 'create' } | { kind: 'edit'; brand: Brand };

interface BrandManagerProps {
  open: boolean;
  onClose: () => void;
}

/** 'Gestión de Marcas' (docs/product.md §2 "Brand manager"): list on the left, form or prompt on the right. */
export function BrandManager({ open, onClose }: BrandManagerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Gestión de Marcas"
      placement="right"
      size="100%"
      destroyOnHidden
      classNames={{ body: styles.drawerBody }}
    >
      <BrandManagerBody />
    </Drawer>
  );
}

function BrandManagerBody() {
  const [division, setDivision] = useState<Division>('corporativo');
  const [form, setForm] = useState<FormMode>({ kind: 'hidden' });
  // GET /api/brands gives admins every brand of both divisions, inactive ones included.
  const { data: brands = [], isLoading } = useGetBrandsQuery();
  const [deleteBrand] = useDeleteBrandMutation();
  const confirm = useConfirm();
  const toast = useToast();
  const visible = brandsOfDivision(brands, division);
  const formBox = useRef<HTMLDivElement>(null);
  // On a narrow window the form sits under the list: bring it into view when it opens.
  useEffect(() => {
    if (form.kind !== 'hidden') formBox.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [form]);

  const remove = async (brand: Brand) => {
    if (!(await confirm(deleteBrandQuestion(brand.name)))) return;
    try {
      await deleteBrand(brand.id).unwrap();
      toast.success(MESSAGES.brandDeleted);
      if (form.kind === 'edit' && form.brand.id === brand.id) setForm({ kind: 'hidden' });
    } catch (error) {
      console.error('Failed to delete brand', error);
      toast.error('Error', MESSAGES.brandDeleteError);
    }
  };

  return (
    <Row gutter={[24, 24]} className={styles.manager}>
      <Col xs={24} md={11} lg={10}>
        <BrandList
          brands={visible}
          division={division}
          isLoading={isLoading}
          selectedId={form.kind === 'edit' ? form.brand.id : null}
          onDivision={setDivision}
          onNew={() => setForm({ kind: 'create' })}
          onEdit={(brand) => setForm({ kind: 'edit', brand })}
          onDelete={(brand) => void remove(brand)}
        />
      </Col>
      <Col xs={24} md={13} lg={14}>
        <div ref={formBox} className={styles.panel}>
          {form.kind === 'hidden' ? (
            <Empty
              image={<TagsOutlined className={styles.emptyIcon} />}
              description="Selecciona una marca para editarla o crea una nueva."
            />
          ) : (
            <BrandForm
              key={form.kind === 'edit' ? form.brand.id : 'new'}
              brand={form.kind === 'edit' ? form.brand : null}
              division={division}
              onDone={() => setForm({ kind: 'hidden' })}
            />
          )}
        </div>
      </Col>
    </Row>
  );
}
