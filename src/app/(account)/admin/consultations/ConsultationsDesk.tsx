'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from '../../../../client/i18n/react';
import { staffContext } from '../../../../client/session/gateway-client';
import { useSession } from '../../../../client/session/SessionProvider';
import { DesignerDay } from './DesignerDay';
import { HoursEditor } from './HoursEditor';

/** Staff only: the designer's calls and their working hours (an admin sees every designer). */
export function ConsultationsDesk() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [tab, setTab] = useState<'day' | 'hours'>('day');
  const roles = user?.roles ?? [];
  const admin = roles.includes('admin');
  const designer = roles.includes('designer');
  if (!admin && !designer) return <Alert severity="info">{t('consult.day.staffOnly')}</Alert>;
  const context = admin ? staffContext.admin : staffContext.designer;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Tabs
        value={tab}
        onChange={(_e, v: 'day' | 'hours') => setTab(v)}
        aria-label={t('consult.day.sections')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="day" label={t('consult.day.calls')} id="tab-day" aria-controls="panel-day" />
        <Tab value="hours" label={t('consult.hours.title')} id="tab-hours" aria-controls="panel-hours" />
      </Tabs>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'day' ? (
          <DesignerDay admin={admin} context={context} />
        ) : (
          <HoursEditor admin={admin} designer={designer} context={context} />
        )}
      </div>
    </Box>
  );
}
