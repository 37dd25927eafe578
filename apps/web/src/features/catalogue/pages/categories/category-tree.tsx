import { useState, type DragEvent } from 'react';
import { ActionIcon, Avatar, Badge, Box, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowsMove,
  IconArrowUp,
  IconCategory,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconDots,
  IconGripVertical,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { thumbnailPathOf, type CategoryNode } from '@souqna/contracts';
import { dropPlacement, stepPlacement, type DropZone, type Placement } from '@/features/catalogue/category-moves.ts';
import './category-tree.css';

export interface TreeActions {
  onEdit: (category: CategoryNode) => void;
  onAddChild: (category: CategoryNode) => void;
  onMoveTo: (category: CategoryNode) => void;
  onDelete: (category: CategoryNode) => void;
  /** A move the tree's rules allow; the page sends it. */
  onMove: (category: CategoryNode, parentCategoryId: string | null, position: number) => void;
  /** A drop the rules refuse (onto itself or a descendant). */
  onRefusedDrop: () => void;
  /** A drag begins (a shown refusal has had its say). */
  onDragBegin: () => void;
}

interface DragState {
  dragging: CategoryNode | null;
  over: { id: string; zone: DropZone; allowed: boolean } | null;
}

/** Which part of a row the pointer is over: its top edge, its bottom edge, or its middle. */
function zoneOf(event: DragEvent<HTMLElement>, opened: boolean): DropZone {
  const rect = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - rect.top) / rect.height;
  if (y < 0.28) return 'before';
  // Below an opened parent come its children: its bottom edge means inside, not after.
  if (y > 0.72 && !opened) return 'after';
  return 'inside';
}

function Row({
  node,
  tree,
  collapsed,
  onToggle,
  drag,
  setDrag,
  actions,
}: {
  node: CategoryNode;
  tree: CategoryNode[];
  collapsed: Set<string>;
  onToggle: (id: string) => void;
  drag: DragState;
  setDrag: (update: (d: DragState) => DragState) => void;
  actions: TreeActions;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const hasChildren = node.children.length > 0;
  const opened = hasChildren && !collapsed.has(node.categoryId);
  const Closed = i18n.dir() === 'rtl' ? IconChevronLeft : IconChevronRight;
  const over = drag.over?.id === node.categoryId ? drag.over : null;
  const up = stepPlacement(tree, node.categoryId, -1);
  const down = stepPlacement(tree, node.categoryId, 1);
  const step = (placement: Placement | undefined) =>
    placement?.ok && actions.onMove(node, placement.parentCategoryId, placement.position);

  const placementAt = (zone: DropZone) =>
    drag.dragging ? dropPlacement(tree, drag.dragging.categoryId, node.categoryId, zone) : null;

  return (
    <li className="app-cat-item">
      <div
        className="app-cat-row"
        data-dragging={drag.dragging?.categoryId === node.categoryId || undefined}
        data-drop={over ? over.zone : undefined}
        data-refused={over && !over.allowed ? true : undefined}
        data-testid="category-row"
        data-name={node.name}
        draggable
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', node.categoryId);
          setDrag(() => ({ dragging: node, over: null }));
          actions.onDragBegin();
        }}
        onDragEnd={() => setDrag(() => ({ dragging: null, over: null }))}
        onDragOver={(event) => {
          if (!drag.dragging) return;
          event.preventDefault();
          const zone = zoneOf(event, opened);
          const placement = placementAt(zone);
          const allowed = placement?.ok !== false || placement.reason !== 'cycle';
          event.dataTransfer.dropEffect = 'move';
          setDrag((d) =>
            d.over?.id === node.categoryId && d.over.zone === zone && d.over.allowed === allowed
              ? d
              : { ...d, over: { id: node.categoryId, zone, allowed } },
          );
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            setDrag((d) => (d.over?.id === node.categoryId ? { ...d, over: null } : d));
        }}
        onDrop={(event) => {
          event.preventDefault();
          const dragged = drag.dragging;
          const placement = placementAt(zoneOf(event, opened));
          setDrag(() => ({ dragging: null, over: null }));
          if (!dragged || !placement) return;
          if (placement.ok) actions.onMove(dragged, placement.parentCategoryId, placement.position);
          else if (placement.reason === 'cycle') actions.onRefusedDrop();
        }}
      >
        <IconGripVertical className="app-cat-grip" size={18} aria-hidden />
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="md"
            onClick={() => onToggle(node.categoryId)}
            aria-expanded={opened}
            aria-label={t(opened ? 'categories.collapse' : 'categories.expand', { name: node.name })}
          >
            {opened ? <IconChevronDown size={18} /> : <Closed size={18} />}
          </ActionIcon>
        ) : (
          <Box w={28} aria-hidden />
        )}
        <Avatar src={node.image ? thumbnailPathOf(node.image) : null} alt="" radius="md" size={40} color="gray" variant="light">
          <IconCategory size={20} stroke={1.6} />
        </Avatar>
        <Stack gap={0} className="app-cat-name">
          <Text fw={600} fz="sm" lh={1.5} truncate>
            {node.name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {node.nameEn && (
              <>
                <bdi dir="ltr">{node.nameEn}</bdi>
                {' · '}
              </>
            )}
            {hasChildren && `${t('categories.children', { count: node.children.length })} · `}
            {t('categories.products', { count: node.productCount })}
          </Text>
        </Stack>
        {over?.zone === 'inside' && (
          <Badge variant="light" color={over.allowed ? 'amber' : 'red'} className="app-cat-drop-badge" tt="none">
            {over.allowed ? t('categories.dropInside', { name: node.name }) : t('categories.dropRefused')}
          </Badge>
        )}
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('categories.addChildTo', { name: node.name })} openDelay={300}>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => actions.onAddChild(node)}
              aria-label={t('categories.addChildTo', { name: node.name })}
            >
              <IconPlus size={18} />
            </ActionIcon>
          </Tooltip>
          <Menu position="bottom-end" shadow="md" width={200} withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t('categories.actionsFor', { name: node.name })}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.onEdit(node)}>
                {t('categories.menu.edit')}
              </Menu.Item>
              <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => actions.onAddChild(node)}>
                {t('categories.menu.addChild')}
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowsMove size={16} />} onClick={() => actions.onMoveTo(node)}>
                {t('categories.menu.moveTo')}
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowUp size={16} />} disabled={!up} onClick={() => step(up)}>
                {t('categories.menu.moveUp')}
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowDown size={16} />} disabled={!down} onClick={() => step(down)}>
                {t('categories.menu.moveDown')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => actions.onDelete(node)}>
                {t('categories.menu.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </div>
      {opened && (
        <ul className="app-cat-children">
          {node.children.map((child) => (
            <Row
              key={child.categoryId}
              node={child}
              tree={tree}
              collapsed={collapsed}
              onToggle={onToggle}
              drag={drag}
              setDrag={setDrag}
              actions={actions}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The store's categories as a tree: open and close a level; drag a row before, after or inside
 * another (native drag and drop); a drop inside itself or a descendant is refused with the rule.
 */
export function CategoryTree({
  tree,
  collapsed,
  onToggle,
  actions,
}: {
  tree: CategoryNode[];
  collapsed: Set<string>;
  onToggle: (id: string) => void;
  actions: TreeActions;
}) {
  const { t } = useTranslation('catalogue');
  const [drag, setDragState] = useState<DragState>({ dragging: null, over: null });
  const setDrag = (update: (d: DragState) => DragState) => setDragState(update);
  const last = tree[tree.length - 1];
  const toEnd = drag.dragging && last ? dropPlacement(tree, drag.dragging.categoryId, last.categoryId, 'after') : null;
  return (
    <div>
      <ul className="app-cat-tree" aria-label={t('categories.treeLabel')}>
        {tree.map((node) => (
          <Row
            key={node.categoryId}
            node={node}
            tree={tree}
            collapsed={collapsed}
            onToggle={onToggle}
            drag={drag}
            setDrag={setDrag}
            actions={actions}
          />
        ))}
      </ul>
      {toEnd?.ok && (
        <div
          className="app-cat-end-zone"
          data-over={drag.over?.id === 'end' || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDrag((d) => (d.over?.id === 'end' ? d : { ...d, over: { id: 'end', zone: 'after', allowed: true } }));
          }}
          onDragLeave={() => setDrag((d) => (d.over?.id === 'end' ? { ...d, over: null } : d))}
          onDrop={(event) => {
            event.preventDefault();
            const dragged = drag.dragging;
            setDrag(() => ({ dragging: null, over: null }));
            if (dragged) actions.onMove(dragged, toEnd.parentCategoryId, toEnd.position);
          }}
        >
          {t('categories.dropTopLevel')}
        </div>
      )}
    </div>
  );
}
