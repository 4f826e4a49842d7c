// `@wolvo/shared/ui/client-list`: the one list of client accounts, shown by commercial > clients and by
// users > clients (two remotes, one list): the table's frame. Each page brings its table's rows; the
// texts are the page's namespace's `clients.` keys.
export * from './client-table';
