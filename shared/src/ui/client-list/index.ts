// `@wolvo/shared/ui/client-list`: the one list of client accounts, shown by commercial > clients and by
// users > clients (two remotes, one list): the search, the confirmed and active filters, the server's
// pages, and the table's frame. Each page brings its heading, its table's rows and its dialogs; the texts
// are the page's namespace's `clients.` keys.
export * from './client-list-page';
export * from './client-table';
