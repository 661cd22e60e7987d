/** The notices list, which the form pages return to. */
export const NOTICES_PATH = '/admin/notice';
