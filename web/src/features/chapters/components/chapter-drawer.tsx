import type { Chapter } from '@gro/config';
import { CHAPTER_DRAWER_TEXTS } from '@gro/config/screens';
import { Drawer, DrawerTabs } from '@/components/ui/drawer';
import { useRefreshLists } from '@/hooks/use-refresh-lists';
import { CHAPTER_REFRESHES, saveChapter, type ChapterFormValues } from '../api/save-chapter';
import { ChapterForm, chapterValues } from './chapter-form';
import { ChapterLeaders } from './chapter-leaders';

interface ChapterDrawerProps {
  open: boolean;
  /** The chapter to edit; null creates one. */
  chapter: Chapter | null;
  /** A new value for each opening, so the form starts afresh. */
  formKey: number;
  /** Admins create and edit every field and name the chapter's leaders; a leader edits the rest of their chapter. */
  admin: boolean;
  onClose: () => void;
}

/** Create Chapter / Edit Chapter in a side drawer; closes after a successful save and refetches the lists. */
export function ChapterDrawer({ open, chapter, formKey, admin, onClose }: ChapterDrawerProps) {
  const refresh = useRefreshLists();
  const title = chapter ? CHAPTER_DRAWER_TEXTS.edit : CHAPTER_DRAWER_TEXTS.create;
  const handleSubmit = async (values: ChapterFormValues) => {
    await saveChapter(values, chapter?.uuid);
    onClose();
    await refresh(CHAPTER_REFRESHES);
  };
  const form = (
    <ChapterForm
      key={formKey}
      title={title}
      initialValues={chapterValues(chapter)}
      isCreate={!chapter}
      leader={!admin}
      onSubmit={handleSubmit}
      onCancel={onClose}
    />
  );
  const tabs = CHAPTER_DRAWER_TEXTS.tabs;
  return (
    <Drawer open={open} onClose={onClose} title={title}>
      {admin && chapter ? (
        <DrawerTabs
          key={formKey}
          label={CHAPTER_DRAWER_TEXTS.tabsLabel}
          tabs={[
            { key: 'details', label: tabs.details, content: form },
            { key: 'leaders', label: tabs.leaders, content: <ChapterLeaders chapter={chapter} /> },
          ]}
        />
      ) : (
        form
      )}
    </Drawer>
  );
}
