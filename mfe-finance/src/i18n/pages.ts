/** Page titles, breadcrumbs and placeholders of mfe-finance (`finance` namespace). */
export const pageTexts = {
  fr: {
    area: 'Finance',
    section: {
      finance: 'Finance',
    },
    pages: {
      'payment-calendar': {
        title: 'Calendrier des paiements',
      },
      'partner-invoices': {
        title: 'Factures partenaires',
      },
      'payment-history-staff': {
        title: 'Historique des paiements',
      },
      refund: {
        title: 'Remboursements',
      },
      'payment-history': {
        title: 'Historique des paiements',
      },
    },
    'coming-soon': {
      title: 'Bientôt disponible',
      text: 'Cet écran arrive dans une prochaine version. La navigation, les droits et les traductions sont déjà en place.',
    },
    standalone: {
      title: 'Mode autonome',
      login: 'E-mail ou nom d’utilisateur',
      password: 'Mot de passe',
      submit: 'Se connecter',
      logout: 'Déconnexion',
      pages: 'Pages',
      failed: 'Connexion impossible.',
      'open-order': 'Ouvrir le colis',
      'order-id': 'ID du colis',
    },
  },
  en: {
    area: 'Finance',
    section: {
      finance: 'Finance',
    },
    pages: {
      'payment-calendar': {
        title: 'Payment calendar',
      },
      'partner-invoices': {
        title: 'Partner invoices',
      },
      'payment-history-staff': {
        title: 'Payment history',
      },
      refund: {
        title: 'Refunds',
      },
      'payment-history': {
        title: 'Payment history',
      },
    },
    'coming-soon': {
      title: 'Coming soon',
      text: 'This screen arrives in an upcoming release. Navigation, permissions and translations are already in place.',
    },
    standalone: {
      title: 'Standalone mode',
      login: 'Email or username',
      password: 'Password',
      submit: 'Sign in',
      logout: 'Log out',
      pages: 'Pages',
      failed: 'Could not sign in.',
      'open-order': 'Open parcel',
      'order-id': 'Parcel ID',
    },
  },
  ar: {
    area: 'المالية',
    section: {
      finance: 'المالية',
    },
    pages: {
      'payment-calendar': {
        title: 'رزنامة الدفعات',
      },
      'partner-invoices': {
        title: 'فواتير الشركاء',
      },
      'payment-history-staff': {
        title: 'سجل الدفعات',
      },
      refund: {
        title: 'المبالغ المستردة',
      },
      'payment-history': {
        title: 'سجل الدفعات',
      },
    },
    'coming-soon': {
      title: 'قريبًا',
      text: 'هذه الشاشة ستتوفر في إصدار قادم. التنقل والصلاحيات والترجمات جاهزة.',
    },
    standalone: {
      title: 'الوضع المستقل',
      login: 'البريد الإلكتروني أو اسم المستخدم',
      password: 'كلمة المرور',
      submit: 'دخول',
      logout: 'تسجيل الخروج',
      pages: 'الصفحات',
      failed: 'تعذر تسجيل الدخول.',
      'open-order': 'فتح الطرد',
      'order-id': 'معرّف الطرد',
    },
  },
};
