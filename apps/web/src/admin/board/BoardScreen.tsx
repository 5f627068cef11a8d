import { useTranslation } from 'react-i18next';
import type { AdminBoard } from '@portal/shared';
import { useAdminQuery } from '../adminCalls.ts';
import { AdminScreen } from '../components/AdminScreen.tsx';
import { QueryStatus } from '../components/QueryStatus.tsx';
import { PendingUpdateList } from '../pendingUpdates/PendingUpdateList.tsx';
import { SupportRequestList } from '../support/SupportRequestList.tsx';
import { BoardAccounts } from './BoardAccounts.tsx';
import { BoardSection } from './BoardSection.tsx';
import { DirectoryChangeAccounts } from './DirectoryChangeAccounts.tsx';

/** `/admin`: what waits for the administrator, six lists with their totals and oldest items. */
export function BoardScreen() {
  const { t } = useTranslation();
  const board = useAdminQuery<AdminBoard>('/api/admin/board');
  const section = (name: keyof AdminBoard, seeAll?: string) => ({
    title: t(`admin.board.${name}`),
    total: board.data?.[name].total ?? 0,
    seeAll,
  });
  return (
    <AdminScreen title={t('admin.nav.board')}>
      <QueryStatus query={board} />
      {board.data && (
        <>
          <BoardSection
            {...section('awaitingValidation', '/admin/users?state=awaitingValidation')}
            empty={t('admin.board.awaitingValidationEmpty')}
          >
            <BoardAccounts
              label={t('admin.board.awaitingValidation')}
              accounts={board.data.awaitingValidation.items}
              actions={['activate', 'refuse']}
              since="createdAt"
              withRpps
            />
          </BoardSection>
          <BoardSection {...section('pendingUpdates', '/admin/pendingUpdates')} empty={t('admin.pendingUpdates.empty')}>
            <PendingUpdateList
              label={t('admin.board.pendingUpdates')}
              pendingUpdates={board.data.pendingUpdates.items}
            />
          </BoardSection>
          <BoardSection {...section('locked', '/admin/users?state=locked')} empty={t('admin.board.lockedEmpty')}>
            <BoardAccounts label={t('admin.board.locked')} accounts={board.data.locked.items} actions={['unlock']} />
          </BoardSection>
          <BoardSection
            {...section('deletionRequests', '/admin/users?state=deletionRequested')}
            empty={t('admin.board.deletionRequestsEmpty')}
          >
            <BoardAccounts
              label={t('admin.board.deletionRequests')}
              accounts={board.data.deletionRequests.items}
              actions={['delete', 'decline-deletion']}
              since="deletionRequestedAt"
            />
          </BoardSection>
          <BoardSection {...section('directoryChanges')} empty={t('admin.board.directoryChangesEmpty')}>
            <DirectoryChangeAccounts
              label={t('admin.board.directoryChanges')}
              accounts={board.data.directoryChanges.items}
            />
          </BoardSection>
          <BoardSection {...section('supportRequests', '/admin/support')} empty={t('admin.support.empty.open')}>
            <SupportRequestList
              label={t('admin.board.supportRequests')}
              supportRequests={board.data.supportRequests.items}
            />
          </BoardSection>
        </>
      )}
    </AdminScreen>
  );
}
