/** Page titles, breadcrumbs and placeholders of mfe-reclamation (`reclamation` namespace). */
export const pageTexts = {
  fr: {
    area: 'Réclamations',
    section: {
      reclamation: 'Réclamations',
    },
    pages: {
      inbox: {
        title: 'Boîte de réception',
      },
      edits: {
        title: 'Modifications',
      },
      pickup: {
        title: 'Ramassage',
      },
      report: {
        title: 'Rapport de réclamation',
      },
      'delivery-cost': {
        title: 'Frais de livraison',
      },
      wolvo: {
        title: 'Réclamations Wolvo',
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
    area: 'Reclamation',
    section: {
      reclamation: 'Reclamation',
    },
    pages: {
      inbox: {
        title: 'Inbox',
      },
      edits: {
        title: 'Edits',
      },
      pickup: {
        title: 'Pickup',
      },
      report: {
        title: 'Reclamation report',
      },
      'delivery-cost': {
        title: 'Delivery cost',
      },
      wolvo: {
        title: 'Wolvo reclamations',
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
    area: 'الشكاوى',
    section: {
      reclamation: 'الشكاوى',
    },
    pages: {
      inbox: {
        title: 'صندوق الوارد',
      },
      edits: {
        title: 'التعديلات',
      },
      pickup: {
        title: 'الاستلام',
      },
      report: {
        title: 'تقرير الشكاوى',
      },
      'delivery-cost': {
        title: 'تكلفة التوصيل',
      },
      wolvo: {
        title: 'شكاوى Wolvo',
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
