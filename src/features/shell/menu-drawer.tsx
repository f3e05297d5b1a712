import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { BrandMark } from './brand-mark';
import { shellMessages } from './messages';
import classes from './app-layout.module.css';

export interface MenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  width: number;
  children: ReactNode;
}

/** The phone menu: a 280 px drawer (docs/screens-and-routes.md). Loaded on demand by the app layout. */
export default function MenuDrawer({ opened, onClose, width, children }: MenuDrawerProps) {
  return (
    <Drawer
      id="main-menu-drawer"
      opened={opened}
      onClose={onClose}
      size={width}
      padding={0}
      title={<BrandMark />}
      closeButtonProps={{ 'aria-label': shellMessages.closeMenu }}
      classNames={{ header: classes.drawerHeader, content: classes.drawerContent }}
    >
      {children}
    </Drawer>
  );
}
