/** Page titles, breadcrumbs and placeholders of mfe-commercial (`commercial` namespace). */
export const pageTexts = {
  fr: {
    area: 'Commercial',
    section: {
      commercial: 'Commercial',
    },
    pages: {
      clients: {
        title: 'Clients',
      },
      'add-client': {
        title: 'Ajouter un client',
      },
      'pickup-of-the-day': {
        title: 'Ramassage du jour',
      },
      'add-partner': {
        title: 'Ajouter un partenaire',
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
    area: 'Commercial',
    section: {
      commercial: 'Commercial',
    },
    pages: {
      clients: {
        title: 'Clients',
      },
      'add-client': {
        title: 'Add client',
      },
      'pickup-of-the-day': {
        title: 'Pickup of the day',
      },
      'add-partner': {
        title: 'Add partner',
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
    area: 'التجاري',
    section: {
      commercial: 'التجاري',
    },
    pages: {
      clients: {
        title: 'الحرفاء',
      },
      'add-client': {
        title: 'إضافة حريف',
      },
      'pickup-of-the-day': {
        title: 'استلام اليوم',
      },
      'add-partner': {
        title: 'إضافة شريك',
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
