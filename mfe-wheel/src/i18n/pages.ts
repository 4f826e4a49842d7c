/** Page titles, breadcrumbs and placeholders of mfe-wheel (`wheel` namespace). */
export const pageTexts = {
  fr: {
    area: 'Roue de la fortune',
    section: {
      'fortune-wheel': 'Roue de la fortune',
    },
    pages: {
      'fortune-wheel': {
        title: 'Roue de la fortune',
      },
      'add-wheel': {
        title: 'Ajouter une roue',
      },
      'wheel-details': {
        title: 'Détails de la roue',
      },
      roulette: {
        title: 'Tentez votre chance !',
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
    area: 'Fortune wheel',
    section: {
      'fortune-wheel': 'Fortune wheel',
    },
    pages: {
      'fortune-wheel': {
        title: 'Fortune wheel',
      },
      'add-wheel': {
        title: 'Add wheel',
      },
      'wheel-details': {
        title: 'Wheel details',
      },
      roulette: {
        title: 'Try your luck!',
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
    area: 'عجلة الحظ',
    section: {
      'fortune-wheel': 'عجلة الحظ',
    },
    pages: {
      'fortune-wheel': {
        title: 'عجلة الحظ',
      },
      'add-wheel': {
        title: 'إضافة عجلة',
      },
      'wheel-details': {
        title: 'تفاصيل العجلة',
      },
      roulette: {
        title: 'جرّب حظك!',
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
