import { createIcon } from './icon';


export const MenuIcon = createIcon(<path d="M4 6h16M4 12h16M4 18h16" />, 'MenuIcon');
export const CloseIcon = createIcon(<path d="M6 6l12 12M18 6L6 18" />, 'CloseIcon');
export const ChevronDownIcon = createIcon(<path d="M6 9l6 6 6-6" />, 'ChevronDownIcon');
export const ArrowRightIcon = createIcon(<path d="M5 12h14M13 6l6 6-6 6" />, 'ArrowRightIcon');
export const ArrowUpIcon = createIcon(<path d="M12 19V5M6 11l6-6 6 6" />, 'ArrowUpIcon');
export const ArrowDownIcon = createIcon(<path d="M12 5v14M6 13l6 6 6-6" />, 'ArrowDownIcon');
export const SortIcon = createIcon(<path d="M8 9l4-4 4 4M8 15l4 4 4-4" />, 'SortIcon');
export const ExternalLinkIcon = createIcon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  'ExternalLinkIcon',
);
export const CheckIcon = createIcon(<path d="M5 12.5l4.5 4.5L19 7.5" />, 'CheckIcon');
export const CheckCircleIcon = createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16 9.8" />
  </>,
  'CheckCircleIcon',
);
export const AlertCircleIcon = createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </>,
  'AlertCircleIcon',
);
export const AlertTriangleIcon = createIcon(
  <path d="M10.3 3.9L2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01" />,
  'AlertTriangleIcon',
);
export const InfoIcon = createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5h.01" />
  </>,
  'InfoIcon',
);
export const GlobeIcon = createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </>,
  'GlobeIcon',
);
export const DashboardIcon = createIcon(
  <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />,
  'DashboardIcon',
);
export const MapPinIcon = createIcon(
  <>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </>,
  'MapPinIcon',
);
export const BuildingIcon = createIcon(
  <path d="M4 21V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v16M15 9h4a1 1 0 0 1 1 1v11M2 21h20M8 8h3M8 12h3M8 16h3" />,
  'BuildingIcon',
);
export const CalendarIcon = createIcon(
  <path d="M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM4 10h16M8 3v4M16 3v4" />,
  'CalendarIcon',
);
export const CalendarPlusIcon = createIcon(
  <path d="M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM4 10h16M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />,
  'CalendarPlusIcon',
);
export const UsersIcon = createIcon(
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18.5 14.5a6.5 6.5 0 0 1 3 5.5" />
  </>,
  'UsersIcon',
);
export const ShieldIcon = createIcon(<path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />, 'ShieldIcon');
export const KeyIcon = createIcon(<path d="M15 7a4 4 0 1 0-3.9 4.9L4 19v2h3v-2h2v-2h2l1.1-1.1A4 4 0 0 0 15 7zM16 6.5h.01" />, 'KeyIcon');
export const ReceiptIcon = createIcon(
  <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />,
  'ReceiptIcon',
);
/** Recurring payments (subscriptions). */
export const RepeatIcon = createIcon(<path d="M17 2l4 4-4 4M3 11V9a3 3 0 0 1 3-3h15M7 22l-4-4 4-4M21 13v2a3 3 0 0 1-3 3H3" />, 'RepeatIcon');
/** A list of entries (logs). */
export const ListIcon = createIcon(<path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />, 'ListIcon');
export const LogOutIcon = createIcon(
  <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11" />,
  'LogOutIcon',
);
export const SproutIcon = createIcon(
  <path d="M12 21v-9M12 14c-4.5 0-7-2.5-7-7 4.5 0 7 2.5 7 7zM12 12c0-4 2.5-6.5 7-6.5 0 4-2.5 6.5-7 6.5z" />,
  'SproutIcon',
);
export const EyeIcon = createIcon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7-10-7-10-7z" />
    <circle cx="12" cy="12" r="3" />
  </>,
  'EyeIcon',
);
export const EyeOffIcon = createIcon(
  <path d="M3 3l18 18M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1M6.6 6.6A17.4 17.4 0 0 0 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />,
  'EyeOffIcon',
);
export const ClockIcon = createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
  'ClockIcon',
);
export const MailIcon = createIcon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </>,
  'MailIcon',
);
export const PhoneIcon = createIcon(
  <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
  'PhoneIcon',
);
export const CopyIcon = createIcon(
  <>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </>,
  'CopyIcon',
);
export const DownloadIcon = createIcon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />, 'DownloadIcon');
export const PlusIcon = createIcon(<path d="M12 5v14M5 12h14" />, 'PlusIcon');
export const ChevronLeftIcon = createIcon(<path d="M15 6l-6 6 6 6" />, 'ChevronLeftIcon');
export const ChevronRightIcon = createIcon(<path d="M9 6l6 6-6 6" />, 'ChevronRightIcon');
export const PauseIcon = createIcon(<path d="M9 5v14M15 5v14" />, 'PauseIcon');
export const PlayIcon = createIcon(<path d="M7 4.5v15l12-7.5z" />, 'PlayIcon');
export const SearchIcon = createIcon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M20 20l-4.2-4.2" />
  </>,
  'SearchIcon',
);
export const BellIcon = createIcon(
  <>
    <path d="M6 9.5a6 6 0 0 1 12 0c0 4.5 1.8 6 1.8 6H4.2S6 14 6 9.5z" />
    <path d="M10.2 19a2 2 0 0 0 3.6 0" />
  </>,
  'BellIcon',
);
/** Solid quotation marks: use with fill="currentColor" stroke="none". */
export const QuoteIcon = createIcon(
  <path d="M4 17.5c0-4.6 1.9-8.1 5.4-10.5l1.3 1.7C8.6 10.3 7.6 12 7.4 13.8H10V19H4zM13.5 17.5c0-4.6 1.9-8.1 5.4-10.5l1.3 1.7c-2.1 1.6-3.1 3.3-3.3 5.1h2.6V19h-6z" />,
  'QuoteIcon',
);
export const TicketIcon = createIcon(
  <path d="M4 7a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4zM14 6v2M14 11v2M14 16v2" />,
  'TicketIcon',
);
export const ContactBookIcon = createIcon(
  <>
    <path d="M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM3 7h2M3 12h2M3 17h2" />
    <circle cx="12" cy="10" r="2.5" />
    <path d="M8.5 16.5a3.5 3.5 0 0 1 7 0" />
  </>,
  'ContactBookIcon',
);
export const CompassIcon = createIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M15.5 8.5l-2 5-5 2 2-5z" />
  </>,
  'CompassIcon',
);
export const OverlapIcon = createIcon(
  <>
    <circle cx="9" cy="12" r="6" />
    <circle cx="15" cy="12" r="6" />
  </>,
  'OverlapIcon',
);
export const TrendingUpIcon = createIcon(<path d="M3 17l6-6 4 4 8-8M15 7h6v6" />, 'TrendingUpIcon');
export const ArrowLeftIcon = createIcon(<path d="M19 12H5M11 6l-6 6 6 6" />, 'ArrowLeftIcon');
export const UploadIcon = createIcon(<path d="M12 15V4M7 9l5-5 5 5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />, 'UploadIcon');
export const BarChartIcon = createIcon(<path d="M4 20h16M7 16v-5M12 16V6M17 16v-8" />, 'BarChartIcon');
