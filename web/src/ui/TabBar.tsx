import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../app/auth';
import { useTabs, type TabBarName } from '../app/navigation';
import classes from './TabBar.module.css';

/** One of the three tab bars of spec 2.3; the tab of the current path is selected. */
export function TabBar({ bar }: { bar: TabBarName }) {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = useTabs(bar, user?.role ?? '');
  if (tabs.length === 0) return null;

  const current = tabs.find((t) => t.to.toLowerCase() === location.pathname.toLowerCase())?.to ?? null;

  return (
    <Tabs
      value={current}
      onChange={(to) => to && navigate(to)}
      variant="pills"
      radius="xl"
      classNames={{ list: classes.list, tab: classes.tab }}
      data-testid={`tab-bar-${bar}`}
      activateTabWithKeyboard={false}
    >
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Tab key={t.slug} value={t.to} data-testid={`tab-${t.slug}`}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
