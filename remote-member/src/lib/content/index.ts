// Content the home page shares with the messages, notices and inquiries features: the inbox and
// notice lists (calls and rows), paging in the address, and the states of a list or an item.
export {
  contentApi,
  contentListsApi,
  INBOX_LIST_TAG,
  useListInboxMessagesQuery,
  useListPublicNoticesQuery,
} from './content-api';
export {
  CONTENT_PAGE_SIZE,
  contentPageQuery,
  contentPageCount,
  toContentPage,
  usePageParam,
  type ContentPage,
  type PageArgs,
} from './paging';
export { isNotFound, idParam, NOT_FOUND } from './errors';
export { ListResults, type ListResultsProps } from './ListResults';
export { DetailResult, type DetailResultProps } from './DetailResult';
export { ContentFrame } from './ContentFrame';
export { KstDate } from './KstDate';
export { MessageList } from './MessageList';
export { NoticeList } from './NoticeList';
