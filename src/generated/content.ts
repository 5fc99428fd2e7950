/* eslint-disable */
/**
 * GENERATED FILE: do not edit. It is made from schemas/ by `npm run types`;
 * change the schema and run that command again.
 */

/**
 * Where a link goes: a path of this site such as /contact or /contact#form (a call to the contact page may name its subject: /contact?topic=weddings, one of the topics of the contact form), an anchor on the same page such as #explore, or an https://, mailto: or tel: address. Addresses starting with https:// open in a new tab.
 */
export type Href = string;
export type Block =
  | ComparisonTableBlock
  | ContactFormBlock
  | CtaBlock
  | FaqBlock
  | HeroBlock
  | StatsBlock
  | TestimonialsBlock
  | TextSectionBlock
  | TileGridBlock
  | TimelineBlock
  | VideoBlock
  | RoomDetailBlock
  | RoomListBlock
  | BookingWizardBlock
  | PhotoGalleryBlock
  | DocumentBlock
  | EmbedScriptBlock
  | EmbedFrameBlock
  | ChecklistBlock
  | FeatureRowsBlock
  | FeaturedListBlock
  | PartnersBlock
  | StepsBlock;
/**
 * An anchor name for this block, so that links such as #explore or /contact#form can point at it. Lowercase letters, digits and hyphens.
 */
export type AnchorId = string;
/**
 * A paragraph of text. **bold**, *italic* and [a link](/contact) are allowed; HTML is not.
 */
export type RichText = string;
/**
 * A paragraph of text. **bold**, *italic* and [a link](/contact) are allowed; HTML is not.
 */
export type RichText1 = string;
/**
 * The film's files under public/videos/, best first: a WebM, then an MP4 for browsers without WebM. Keep them short and small; they are never sent to a video service. `npm run placeholders` draws a stand-in film for each one that does not exist yet.
 *
 * @minItems 1
 * @maxItems 3
 *
 * Items: Path of a video file under public/, such as /videos/vip-hotels.webm.
 */
export type VideoSources = string[];
/**
 * A small line icon shown with a tile or card.
 */
export type IconName =
  | 'anchor'
  | 'award'
  | 'baby'
  | 'binoculars'
  | 'briefcase'
  | 'bus'
  | 'calendar'
  | 'camera'
  | 'castle'
  | 'check'
  | 'clock'
  | 'compass'
  | 'crown'
  | 'gem'
  | 'gift'
  | 'globe'
  | 'graduation-cap'
  | 'handshake'
  | 'heart'
  | 'hotel'
  | 'leaf'
  | 'mail'
  | 'map-pin'
  | 'mountain'
  | 'phone'
  | 'plane'
  | 'shield'
  | 'ship'
  | 'sparkles'
  | 'star'
  | 'sun'
  | 'tent'
  | 'tree-palm'
  | 'trophy'
  | 'users'
  | 'wine';
/**
 * Where a link goes: a path of this site such as /contact or /contact#form (a call to the contact page may name its subject: /contact?topic=weddings, one of the topics of the contact form), an anchor on the same page such as #explore, or an https://, mailto: or tel: address. Addresses starting with https:// open in a new tab.
 */
export type Href1 = string;
/**
 * An anchor name for this block, so that links such as #explore or /contact#form can point at it. Lowercase letters, digits and hyphens.
 */
export type AnchorId1 = string;
/**
 * A paragraph of text. **bold**, *italic* and [a link](/contact) are allowed; HTML is not.
 */
export type RichText2 = string;
/**
 * Where a link goes: a path of this site such as /contact or /contact#form (a call to the contact page may name its subject: /contact?topic=weddings, one of the topics of the contact form), an anchor on the same page such as #explore, or an https://, mailto: or tel: address. Addresses starting with https:// open in a new tab.
 */
export type Href2 = string;

export interface ContentDocuments {
  site?: Site;
  routes?: RouteManifest;
  page?: Page;
  frame?: Frame;
  collectionQuery?: CollectionQuery;
  journal?: JournalCollection;
  rooms?: RoomsCollection;
}
/**
 * What every page shares: the brand, contact details, the header's navigation, the footer, forms and analytics.
 */
export interface Site {
  /**
   * Path to this schema, so that editors can check and complete the file as you type.
   */
  $schema?: string;
  /**
   * The site's public address, such as https://halcyonvoyages.example: https://, the host in lowercase and an optional port, no path or trailing slash; used for canonical links and the sitemap.
   */
  url: string;
  /**
   * The agency's name and tagline.
   */
  brand: {
    /**
     * The agency's name, as shown in the header and titles.
     */
    name: string;
    /**
     * A short line that says what the agency is.
     */
    tagline: string;
  };
  /**
   * How to reach the agency; shown in the header, the footer and the contact page.
   */
  contact: {
    /**
     * The phone number as people read it, such as +1 (239) 555-0148.
     */
    phone: string;
    /**
     * The email address.
     */
    email: string;
    /**
     * Where the office is, such as Naples, Florida.
     */
    city: string;
    /**
     * When the phone is answered.
     */
    hours: string;
  };
  /**
   * The header's menu.
   */
  navigation: {
    home: Link;
    /**
     * The menu's entries, left to right.
     *
     * @minItems 1
     */
    items: NavItem[];
    defaultHoverImage: Image;
    contactButton: Button;
    mobileButton: Button;
    /**
     * The label of the menu button on small screens, such as 'Menu'.
     */
    menuLabel: string;
    /**
     * The label of the link that closes the small screens' menu where the page runs no script (the menu button closes it otherwise), such as 'Close menu'.
     */
    closeMenuLabel: string;
    /**
     * The first entry of each dropdown, leading to the item's own page, such as 'View all'; screen readers hear the item's name after it.
     */
    viewAllLabel: string;
  };
  /**
   * The footer shown under every page.
   */
  footer: {
    newsletter: NewsletterTexts;
    /**
     * The heading above the footer's address, phone, email and hours, such as 'Contact'.
     */
    contactTitle: string;
    /**
     * A few sentences about the agency under its name.
     */
    about: string;
    /**
     * The agency's social media pages.
     */
    social: SocialLink[];
    quickLinks: LinkGroup;
    services: LinkGroup;
    /**
     * Lines of legal text, such as memberships and seller-of-travel registrations.
     */
    legal: string[];
    /**
     * Links to the policy pages.
     */
    policyLinks: Link[];
    /**
     * The copyright line, such as © {year} Halcyon Voyages. All rights reserved. {year} becomes the year the site was built.
     */
    copyright: string;
  };
  /**
   * Where forms are sent. Without serviceUrl, the site's own server receives them (npm start keeps them in data/).
   */
  forms: {
    /**
     * The hosted form service's address, such as https://forms.example.com: https://, the host in lowercase, an optional port and path, nothing else; forms post to {serviceUrl}/f/{formId}. The FORM_SERVICE_URL environment variable overrides it at build time.
     */
    serviceUrl?: string;
    /**
     * The contact form's id at the form service.
     */
    contactFormId: string;
    /**
     * The newsletter sign-up's id at the form service.
     */
    newsletterFormId: string;
    /**
     * Further message forms with the contact form's fields, each with its own id at the form service (such as the demo hotel's). A contact-form block names one with formId; the site's own endpoint accepts these ids too.
     */
    otherContactFormIds?: string[];
    /**
     * Who is mailed each lead the site's own server receives (SMTP_URL names the mail server). A lead goes to the addresses of its topic (the contact form's subject) when it has some, else to those of its form, else to nobody.
     */
    mail?: {
      /**
       * The site's own address the mails are sent from, such as leads@halcyonvoyages.example. It must be of a domain whose SPF and DKIM allow the mail server named by SMTP_URL; the visitor's address goes in Reply-To.
       */
      from: string;
      /**
       * By form id (contactFormId, newsletterFormId, otherContactFormIds): the addresses that receive its leads.
       */
      forms: {
        [k: string]: string[] | undefined;
      };
      /**
       * By subject, exactly as a contact form's topic fills it in: the addresses that receive leads on it instead of the form's.
       */
      topics?: {
        [k: string]: string[] | undefined;
      };
    };
  };
  /**
   * Other sites whose tools the pages embed. The Content-Security-Policy allows these origins (and the video providers) and no others, so a tool from anywhere else does not load.
   */
  embeds?: {
    /**
     * Origins shown in frames, such as the travel-insurance quote tool: https://host, no path.
     */
    frames?: string[];
    /**
     * Origins whose scripts pages load, such as the advisors' review widget: https://host, no path.
     */
    scripts?: string[];
  };
  /**
   * Page-view analytics.
   */
  analytics: {
    /**
     * Whether the analytics script is loaded.
     */
    enabled: boolean;
    /**
     * Which analytics service counts the page views. Vercel Web Analytics sets no cookie and keeps no personal data; visitors who ask not to be tracked (Do Not Track, Global Privacy Control) are not counted. The ANALYTICS environment variable at build time overrides enabled and provider: ANALYTICS=vercel or ANALYTICS=off.
     */
    provider?: 'vercel';
    /**
     * Where the analytics script is served from; page views are sent to the folder it is in (/_vercel/insights by default). Change it when the site is served under another base path. A path of this site: one slash, then the path, such as /_vercel/insights/script.js (never //host or a full address).
     */
    scriptPath?: string;
  };
}
/**
 * A text link.
 */
export interface Link {
  /**
   * The words of the link.
   */
  label: string;
  href: Href;
}
export interface NavItem {
  /**
   * The entry's label.
   */
  name: string;
  href: Href;
  /**
   * A sentence shown in the hover card while the entry is pointed at or focused.
   */
  hoverCopy: string;
  /**
   * The entries of this item's dropdown menu.
   *
   * @minItems 1
   */
  dropdown?: NavDropdownItem[];
}
export interface NavDropdownItem {
  /**
   * The entry's label.
   */
  name: string;
  href: Href;
  /**
   * A sentence shown in the hover card.
   */
  hoverCopy: string;
  hoverImage?: Image;
}
/**
 * A picture, and a few words on what it shows for visitors who cannot see it.
 */
export interface Image {
  /**
   * Path of the image file under public/, such as /images/home/paris.jpg.
   */
  src: string;
  /**
   * A few words for visitors who cannot see the picture, such as "Two guides laughing on a jetty at dawn": screen readers read them aloud. A picture that is only decoration is marked so instead.
   */
  alt: string;
  /**
   * For a picture that shows nothing a visitor would miss, such as a texture: it is left undescribed, and screen readers pass over it.
   */
  decorative?: boolean;
  /**
   * The part of the picture that must stay in view when a layout crops it, such as a face: how far across and how far down it is, from 0 (left, top) to 1 (right, bottom); the centre is 0.5 and 0.5. Without it the picture is centred, and a hero's is kept away from its text.
   */
  focus?: {
    /**
     * From 0 (left edge) to 1 (right edge).
     */
    x: number;
    /**
     * From 0 (top edge) to 1 (bottom edge).
     */
    y: number;
  };
}
/**
 * A link styled as a button.
 */
export interface Button {
  /**
   * The words on the button.
   */
  label: string;
  href: Href;
  /**
   * How prominent the button is: primary (filled), secondary (outlined) or quiet (text with an arrow).
   */
  variant?: 'primary' | 'secondary' | 'quiet';
}
/**
 * The newsletter sign-up at the top of the footer.
 */
export interface NewsletterTexts {
  /**
   * The sign-up's heading.
   */
  title: string;
  /**
   * A sentence under the heading: what subscribers receive and how often.
   */
  text: string;
  /**
   * The label of the email field, such as 'Email address'.
   */
  label: string;
  /**
   * An example address shown in the empty field, such as 'name@example.com'.
   */
  placeholder: string;
  /**
   * The button, such as 'Subscribe'.
   */
  submitLabel: string;
  /**
   * The button while the address is being sent, such as 'Sending...'.
   */
  sendingLabel: string;
  /**
   * Shown, and announced, once the address has been received.
   */
  successTitle: string;
  /**
   * A sentence under the success title.
   */
  successText: string;
  /**
   * The heading of the message shown when sending failed; the message says what to do.
   */
  failureTitle: string;
  /**
   * The button that sends again after a failure, such as 'Try again'.
   */
  retryLabel: string;
}
export interface SocialLink {
  /**
   * Which network.
   */
  network: 'facebook' | 'instagram' | 'linkedin' | 'youtube';
  href: Href;
}
/**
 * A titled list of links.
 */
export interface LinkGroup {
  /**
   * The group's heading.
   */
  title: string;
  /**
   * The links, in order.
   *
   * @minItems 1
   */
  links: Link[];
}
/**
 * Which page answers at which address. Every page in content/pages must be routed here.
 */
export interface RouteManifest {
  /**
   * Path to this schema, so that editors can check and complete the file as you type.
   */
  $schema?: string;
  /**
   * Each address of the site and the page that answers there: the page id is the file name in content/pages without .json.
   */
  routes: {
    /**
     * Page id: the file name in content/pages without .json.
     */
    [k: string]: string | undefined;
  };
  /**
   * Second addresses for a page: each alias shows the page of the route it points at, and tells search engines that route is the main address.
   */
  aliases: {
    /**
     * The main address (a route above) this alias shows.
     */
    [k: string]: string | undefined;
  };
  /**
   * Addresses the site already links to whose pages do not exist yet; they show the fallback page until a route takes them.
   */
  planned: string[];
  /**
   * Page id of the page shown at planned addresses (a 'coming soon' page), and at unknown ones too when notFound is not set.
   */
  fallback: string;
  /**
   * Page id of the page shown, with status 404, at an address that is no route, alias, planned path or collection entry; under it the site suggests the pages closest to the address typed.
   */
  notFound?: string;
  /**
   * Addresses made from a collection: "/apartments/:id" gives every entry of the collection its own page at /apartments/<id>, rendered from one page whose title and description may name the entry's fields, such as {name}.
   */
  collectionRoutes?: {
    [k: string]: CollectionRoute | undefined;
  };
}
/**
 * The collection and the page that shows each of its entries.
 */
export interface CollectionRoute {
  /**
   * The collection's name: the file name in content/data without .json, such as rooms.
   */
  collection: string;
  /**
   * Page id of the page that shows one entry: the file name in content/pages without .json.
   */
  page: string;
  /**
   * Page id of the page shown, with status 404, for an address under this route whose id is no entry; without it, the site's notFound page.
   */
  notFound?: string;
  /**
   * The title of an Atom feed of the collection's entries, built at <route folder>/feed.xml (such as /blog/feed.xml), newest first. The entries must have title, description, published (YYYY-MM-DD) and author.
   */
  feed?: string;
}
/**
 * One page of the site: its title and description for browsers and search engines, and the blocks it is made of, top to bottom.
 */
export interface Page {
  /**
   * Path to this schema, so that editors can check and complete the file as you type.
   */
  $schema?: string;
  /**
   * The browser tab title and the title search engines show; about 50 to 65 characters.
   */
  title: string;
  /**
   * The summary search engines show under the title; about 120 to 160 characters.
   */
  description: string;
  /**
   * How the site header looks at the top of this page: solid, or transparent over the hero picture until the visitor scrolls.
   */
  header?: 'solid' | 'transparent';
  /**
   * The header and footer this page wears: the name of a file in content/frames without .json (such as seabreeze, for the demo hotel's pages); without it, the agency's from site.json.
   */
  frame?: string;
  /**
   * Structured data for search engines, derived from what the page shows: faq-page lists the questions and answers of its faq blocks; blog-posting describes the article a collection route's page shows (its title, description, published date, author and picture).
   */
  structuredData?: ('faq-page' | 'blog-posting')[];
  /**
   * The blocks of the page, top to bottom. Each block's type decides which other properties it takes.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * A table that compares options side by side. On phones each row becomes a card.
 */
export interface ComparisonTableBlock {
  /**
   * Block type.
   */
  type: 'comparison-table';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The column headings after the first (row label) column.
   *
   * @minItems 1
   * @maxItems 6
   */
  columns: string[];
  /**
   * The heading of the first column, which holds each row's label.
   */
  rowHeader?: string;
  /**
   * The rows; each has one cell per column.
   *
   * @minItems 1
   */
  rows: ComparisonRow[];
}
/**
 * The heading shared by most blocks: a small line above, the title and an introduction.
 */
export interface SectionHeading {
  /**
   * A short line shown above the title, such as 'Why travel with us'.
   */
  eyebrow?: string;
  /**
   * The section's heading.
   */
  title: string;
  intro?: RichText;
}
export interface ComparisonRow {
  /**
   * The row's label, shown in the first column.
   */
  label: string;
  /**
   * One text per column, in the order of columns.
   *
   * @minItems 1
   */
  cells: string[];
}
/**
 * The contact form (name, email, optional phone, subject, message), with the agency's contact details from site.json and what happens after a visitor writes beside it. Messages go to the form service set in site.json (forms), or to the site's own inbox.
 */
export interface ContactFormBlock {
  /**
   * Block type.
   */
  type: 'contact-form';
  id?: AnchorId;
  /**
   * Which form this is at the form service: forms.contactFormId of content/site.json when left out, or one of forms.otherContactFormIds (a second brand's message form keeps its messages apart).
   */
  formId?: string;
  heading: SectionHeading;
  contactDetails?: ContactDetails;
  nextSteps?: ContactNextSteps;
  fields: ContactFormFields;
  topics?: ContactTopics;
  /**
   * The word shown beside the label of a field that may be left empty.
   */
  optionalTag?: string;
  /**
   * The words on the send button, such as 'Send my enquiry'.
   */
  submitLabel: string;
  /**
   * The words on the button while the message is being sent.
   */
  sendingLabel?: string;
  note?: RichText1;
  success: ContactFormSuccess;
  /**
   * The heading of the notice shown when a message could not be sent; the notice explains why and offers to try again.
   */
  failureTitle?: string;
  /**
   * The words of the button that sends the message again after a failure.
   */
  retryLabel?: string;
}
/**
 * The agency's phone, email, city and hours, read from site.json (contact) and shown beside the form in the order listed here.
 */
export interface ContactDetails {
  /**
   * The heading above the details, such as 'Speak with our concierge'.
   */
  title: string;
  /**
   * Which details to show, each with its label.
   *
   * @minItems 1
   * @maxItems 4
   */
  items: ContactDetailItem[];
}
export interface ContactDetailItem {
  /**
   * Which detail of site.json's contact: phone (a link that dials), email (a link that writes), city or hours.
   */
  kind: 'phone' | 'email' | 'city' | 'hours';
  /**
   * The small line above the detail, such as 'Call us'.
   */
  label: string;
}
/**
 * What happens after the visitor writes, as numbered steps beside the form.
 */
export interface ContactNextSteps {
  /**
   * The heading above the steps, such as 'What happens next'.
   */
  title: string;
  /**
   * The steps, in order; they are numbered automatically.
   *
   * @minItems 1
   * @maxItems 5
   */
  steps: ContactNextStep[];
}
export interface ContactNextStep {
  /**
   * The step in a few words.
   */
  title: string;
  text: RichText;
}
/**
 * The words of each field. Which fields exist, which are required and how long they may be is fixed by the form (src/forms/rules.ts), so that the browser and the server agree.
 */
export interface ContactFormFields {
  name: ContactFormField;
  email: ContactFormField;
  phone: ContactFormField;
  subject: ContactFormField;
  message: ContactFormField;
}
/**
 * The words of one field.
 */
export interface ContactFormField {
  /**
   * The field's label, such as 'Full name'.
   */
  label: string;
  /**
   * An example shown inside the empty field, such as 'Jane Smith'. Never the only explanation: use the label or a hint for that.
   */
  placeholder?: string;
  /**
   * A short help line under the field.
   */
  hint?: string;
}
/**
 * The subjects a link to this page can name: /contact?topic=weddings fills the Subject field with the text of "weddings" when the visitor has not typed a subject yet; the visitor can still change it. Keys are lowercase slugs (letters, digits, hyphens); links naming any other topic are refused by npm run validate.
 */
export interface ContactTopics {
  /**
   * The subject the form fills in, such as 'Planning a destination wedding'.
   */
  [k: string]: string | undefined;
}
/**
 * What replaces the form once the message has been sent.
 */
export interface ContactFormSuccess {
  /**
   * The heading, such as 'Thank you, your message is with us'.
   */
  title: string;
  text: RichText;
  /**
   * The words of the button that shows the form again for another message.
   */
  againLabel?: string;
}
/**
 * A call to action: a heading, a sentence and buttons, usually at the end of a page.
 */
export interface CtaBlock {
  /**
   * Block type.
   */
  type: 'cta';
  id?: AnchorId;
  /**
   * The call's heading.
   */
  title: string;
  text?: RichText;
  /**
   * The buttons.
   *
   * @minItems 1
   * @maxItems 3
   */
  actions: Button[];
  image?: Image;
}
/**
 * Questions and answers in accordions, one per section; one answer is open at a time within a section.
 */
export interface FaqBlock {
  /**
   * Block type.
   */
  type: 'faq';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * Groups of questions, each with its own title.
   *
   * @minItems 1
   */
  sections: FaqSection[];
}
export interface FaqSection {
  /**
   * The group's heading, such as General Planning.
   */
  title: string;
  /**
   * The questions of this group.
   *
   * @minItems 1
   */
  items: FaqItem[];
}
export interface FaqItem {
  /**
   * The question, as a visitor would ask it.
   */
  question: string;
  answer: RichText;
}
/**
 * The large opening of a page: a title over one picture, or over a slideshow when there are several slides.
 */
export interface HeroBlock {
  /**
   * Block type.
   */
  type: 'hero';
  id?: AnchorId;
  /**
   * A short line above the title.
   */
  eyebrow?: string;
  /**
   * The page's main heading (there is one per page).
   */
  title: string;
  /**
   * A line under the title.
   */
  tagline?: string;
  /**
   * How tall the hero is: full (the whole screen) or tall (about two thirds).
   */
  size?: 'full' | 'tall';
  /**
   * The pictures behind the title. With more than one, they play as a slideshow that visitors can pause.
   *
   * @minItems 1
   * @maxItems 8
   */
  slides: HeroSlide[];
  video?: HeroVideo;
  /**
   * Buttons under the title.
   *
   * @maxItems 3
   */
  actions?: Button[];
  scrollCue?: Link1;
}
export interface HeroSlide {
  image: Image;
  /**
   * The destination or subject of this picture, shown under the tagline.
   */
  title: string;
  /**
   * An optional line about this picture.
   */
  description?: string;
}
/**
 * A silent film behind the title instead of a slideshow: muted, looping, without controls, with a pause button. The first slide's picture is its poster: it shows at once and stays for visitors who ask for less motion (they can still press play). Other slides are not shown.
 */
export interface HeroVideo {
  sources: VideoSources;
  /**
   * The pause button's name for screen readers while the film plays.
   */
  pauseLabel?: string;
  /**
   * The same button's name while the film is paused.
   */
  playLabel?: string;
}
/**
 * A text link.
 */
export interface Link1 {
  /**
   * The words of the link.
   */
  label: string;
  href: Href;
}
/**
 * A band of headline figures, such as 40+ years of experience.
 */
export interface StatsBlock {
  /**
   * Block type.
   */
  type: 'stats';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * The figures, in order.
   *
   * @minItems 2
   * @maxItems 6
   */
  items: Stat[];
}
export interface Stat {
  /**
   * The figure as shown, such as 140+ or 60K+.
   */
  value: string;
  /**
   * What the figure counts.
   */
  label: string;
}
/**
 * Quotes from travellers, with their star rating.
 */
export interface TestimonialsBlock {
  /**
   * Block type.
   */
  type: 'testimonials';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The testimonials, in order.
   *
   * @minItems 1
   */
  items: Testimonial[];
}
export interface Testimonial {
  /**
   * What the traveller said, without quotation marks.
   */
  quote: string;
  /**
   * Who said it: a name, a couple or a family.
   */
  author: string;
  /**
   * Where they are from.
   */
  location?: string;
  /**
   * The journey or destination they took.
   */
  trip?: string;
  /**
   * Stars out of five.
   */
  rating: number;
}
/**
 * A section of prose with a heading, optionally beside a picture.
 */
export interface TextSectionBlock {
  /**
   * Block type.
   */
  type: 'text-section';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The paragraphs, in order.
   *
   * @minItems 1
   */
  paragraphs: RichText[];
  image?: Image;
  /**
   * Which side the picture sits on at desktop widths.
   */
  imagePosition?: 'left' | 'right';
  /**
   * Buttons after the text.
   *
   * @maxItems 3
   */
  actions?: Button[];
}
/**
 * A grid of tiles: services, destinations, reasons, journal teasers. A tile shows a picture or an icon, a title, text, tags and an optional link. The tiles are written out in tiles, or made from a collection's entries (entries), such as the journal's articles.
 */
export interface TileGridBlock {
  /**
   * Block type.
   */
  type: 'tile-grid';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * How many tiles stand side by side at desktop widths; phones always show one.
   */
  columns?: 2 | 3 | 4 | 5;
  /**
   * The section's background: plain (the page colour) or tinted (a soft contrasting band).
   */
  tone?: 'plain' | 'tinted';
  /**
   * The tiles, in order. Give either tiles or entries.
   *
   * @minItems 1
   */
  tiles?: Tile[];
  entries?: TileEntries;
  action?: Button;
}
export interface Tile {
  /**
   * The tile's heading.
   */
  title: string;
  /**
   * A short line under the heading.
   */
  subtitle?: string;
  text: RichText;
  image?: Image;
  icon?: IconName;
  /**
   * Short highlights shown as tags.
   */
  tags?: string[];
  link?: Link;
}
/**
 * Tiles made from a collection's entries instead of written out: each shows the entry's picture (image), title (title, or name), text (description) and a link to the entry's own page. Give either tiles or entries.
 */
export interface TileEntries {
  query: CollectionQuery;
  /**
   * A short line under each tile's heading, naming the entry's fields in braces, such as '{category}'.
   */
  subtitle?: string;
  /**
   * The words of each tile's link, naming the entry so that every link says where it leads, such as 'Read “{title}”'.
   */
  linkLabel: string;
}
/**
 * Which entries of a collection (content/data/<name>.json) a block shows, instead of repeating them: all of them, or the ones listed in ids; optionally only those whose field equals a value, sorted by a field, and at most a number of them.
 */
export interface CollectionQuery {
  /**
   * The collection's name: the file name in content/data without .json, such as rooms.
   */
  collection: string;
  /**
   * Only these entries, in this order, by id (such as ["1", "2", "3"]).
   *
   * @minItems 1
   */
  ids?: string[];
  where?: CollectionFilter;
  sort?: CollectionSort;
  /**
   * At most this many entries.
   */
  limit?: number;
}
/**
 * Only the entries whose field has this value, such as { "field": "location", "equals": "Beachfront" }.
 */
export interface CollectionFilter {
  /**
   * The name of a field of the collection's entries.
   */
  field: string;
  /**
   * The text the field must have, such as Beachfront.
   */
  equals: string;
}
/**
 * The order to show the entries in; without it, the order of the collection's file (or of ids).
 */
export interface CollectionSort {
  /**
   * The name of a field of the collection's entries, such as price.
   */
  by: string;
  /**
   * ascending (smallest first) or descending.
   */
  order?: 'ascending' | 'descending';
}
/**
 * Dated milestones in order, such as the agency's story.
 */
export interface TimelineBlock {
  /**
   * Block type.
   */
  type: 'timeline';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The milestones, oldest first.
   *
   * @minItems 1
   */
  entries: TimelineEntry[];
}
export interface TimelineEntry {
  /**
   * The year or span, such as 1986 or 2024-2025.
   */
  year: string;
  /**
   * The milestone's heading.
   */
  title: string;
  text: RichText;
  /**
   * A short standout line, such as an award.
   */
  highlight?: string;
  image?: Image;
}
/**
 * A film shown as its poster picture with a play button: a file of the site's own (sources), played in the browser's own player, or a video at a video service (provider and videoId), whose player loads only when a visitor presses play.
 */
export interface VideoBlock {
  /**
   * Block type.
   */
  type: 'video';
  id?: AnchorId;
  heading?: SectionHeading;
  sources?: VideoSources;
  /**
   * Which video service hosts the video; for a film at a video service instead of sources.
   */
  provider?: 'youtube' | 'vimeo';
  /**
   * The video's id at the provider: the part after watch?v= on YouTube, the number on Vimeo. Give it with provider, instead of sources.
   */
  videoId?: string;
  /**
   * The video's title, read out to screen-reader users and shown on the play button.
   */
  title: string;
  poster: Image;
  /**
   * A line under the video.
   */
  caption?: string;
  /**
   * Subtitles or captions for a film of the site's own, as a WebVTT file; offered in the player's menu.
   */
  captions?: {
    /**
     * Path of the WebVTT file under public/, such as /videos/safari-day.en.vtt.
     */
    src: string;
    /**
     * The language of the captions, as a language tag such as en or fr.
     */
    language: string;
    /**
     * The captions' name in the player's menu, such as English.
     */
    label: string;
  };
}
/**
 * The opening of a room's own page: its pictures, name, description, guests, size, location, price per night, every feature and a button to book it. The room is the entry of the page's collection route (content/routes.json, collectionRoutes), so one page serves every room.
 */
export interface RoomDetailBlock {
  /**
   * Block type.
   */
  type: 'room-detail';
  id?: AnchorId;
  /**
   * The collection whose entry this page shows; must be the collection of the route that uses this page.
   */
  collection: 'rooms';
  labels: RoomDetailLabels;
  book: Button1;
  back: Link2;
}
/**
 * The small words around the room's facts.
 */
export interface RoomDetailLabels {
  /**
   * After the price, such as 'per night'.
   */
  perNight: string;
  /**
   * The label of the capacity, such as 'Sleeps'.
   */
  guests: string;
  /**
   * The label of the floor area, such as 'Size'.
   */
  size: string;
  /**
   * The label of the location, such as 'Location'.
   */
  location: string;
  /**
   * The heading above the features, such as 'In the room'.
   */
  features: string;
}
/**
 * A link styled as a button.
 */
export interface Button1 {
  /**
   * The words on the button.
   */
  label: string;
  href: Href;
  /**
   * How prominent the button is: primary (filled), secondary (outlined) or quiet (text with an arrow).
   */
  variant?: 'primary' | 'secondary' | 'quiet';
}
/**
 * A text link.
 */
export interface Link2 {
  /**
   * The words of the link.
   */
  label: string;
  href: Href;
}
/**
 * A list of rooms from a collection as cards (picture, name, price per night, guests, size, up to three features then '+N more', the description in two lines, a link to the room's page), with filters by guests, location and price that live in the address so a filtered list can be shared.
 */
export interface RoomListBlock {
  /**
   * Block type.
   */
  type: 'room-list';
  id?: AnchorId;
  heading: SectionHeading;
  rooms: CollectionQuery;
  detailsPath: Href1;
  labels: RoomListLabels;
  empty: RoomListEmpty;
}
/**
 * The words of the filters and the cards.
 */
export interface RoomListLabels {
  /**
   * The heading of the filters, such as 'Find your apartment'.
   */
  filtersTitle: string;
  /**
   * The label of the guests filter.
   */
  guests: string;
  /**
   * The guests option that keeps every room, such as 'Any'.
   */
  anyGuests: string;
  /**
   * The label of the location filter.
   */
  location: string;
  /**
   * The location option that keeps every room, such as 'Any location'.
   */
  anyLocation: string;
  /**
   * The label of the price range, such as 'Price per night'.
   */
  price: string;
  /**
   * The name of the range's lower handle, for screen readers, such as 'Lowest price'.
   */
  priceFrom: string;
  /**
   * The name of the range's upper handle, such as 'Highest price'.
   */
  priceTo: string;
  /**
   * The button that returns every filter to its default, such as 'Reset'.
   */
  reset: string;
  /**
   * How many rooms are shown; {shown} and {total} are replaced, such as 'Showing {shown} of {total} apartments'.
   */
  results: string;
  /**
   * After a price, such as '/ night'.
   */
  perNight: string;
  /**
   * How many guests a room sleeps, on its card; {n} is replaced, such as '{n} guests'.
   */
  capacity: string;
  /**
   * The name of a card's list of features, for screen readers, such as 'Features'.
   */
  features: string;
  /**
   * After the first three features; {n} is replaced, such as '+{n} more'.
   */
  more: string;
  /**
   * The card's link to the room's page, such as 'View Details'.
   */
  viewDetails: string;
}
/**
 * What shows when no room matches the filters.
 */
export interface RoomListEmpty {
  /**
   * Such as 'No apartments match your filters'.
   */
  title: string;
  /**
   * Such as 'Try adjusting your filter criteria to see more options.'
   */
  text: string;
  /**
   * The button that clears the filters, such as 'Reset Filters'.
   */
  reset: string;
}
/**
 * The demo hotel's three-step booking: choose dates, guests and a room; enter the guest's details and how to pay; review and confirm. A demonstration: it makes no network call and never sends, stores or logs card details. A room page's booking button (?room=3) starts it with that room chosen, and adds that room to the choices when the block does not list it. A party larger than the chosen room sleeps (adults and children together) is refused.
 */
export interface BookingWizardBlock {
  /**
   * Block type.
   */
  type: 'booking-wizard';
  id?: AnchorId;
  heading: SectionHeading;
  rooms: CollectionQuery;
  /**
   * The names of the three steps, in order, such as 'Choose Room', 'Guest Details', 'Confirmation'.
   *
   * @minItems 3
   * @maxItems 3
   */
  steps: string[];
  /**
   * What paying at the property means, shown when the guest chooses it. Rich text.
   */
  payAtProperty: string;
  /**
   * The label of the checkbox the guest must tick to confirm, such as 'I accept the terms and conditions'. Rich text, so it may link to the policies.
   */
  terms: string;
  labels: BookingWizardLabels;
  success: BookingSuccess;
}
/**
 * The words of the wizard's fields, buttons, summary and review.
 */
export interface BookingWizardLabels {
  /**
   * The name of the list of steps, for screen readers, such as 'Booking steps'.
   */
  steps: string;
  /**
   * The label of the check-in date.
   */
  checkIn: string;
  /**
   * The label of the check-out date.
   */
  checkOut: string;
  /**
   * The label of the number of adults.
   */
  adults: string;
  /**
   * The label of the number of children.
   */
  children: string;
  /**
   * The heading over the rooms to choose from, such as 'Choose your room'.
   */
  chooseRoom: string;
  /**
   * Under each room's name; {price} and {capacity} are replaced, such as '{price} / night · up to {capacity} guests'.
   */
  roomMeta: string;
  /**
   * Shown when a link asked for a room that does not exist (an old or mistyped ?room=), such as 'We could not find the room you chose. Please choose one below.'
   */
  roomNotFound: string;
  /**
   * The button from step 1 to step 2, such as 'Continue'.
   */
  continue: string;
  /**
   * The button back one step, such as 'Back'.
   */
  back: string;
  /**
   * The button from step 2 to step 3, such as 'Review & Confirm'.
   */
  review: string;
  /**
   * The button that confirms the booking, such as 'Confirm Booking'.
   */
  confirm: string;
  /**
   * The label of the guest's first name.
   */
  firstName: string;
  /**
   * The label of the guest's last name.
   */
  lastName: string;
  /**
   * The label of the guest's email address.
   */
  email: string;
  /**
   * The label of the guest's phone number.
   */
  phone: string;
  /**
   * The label of the guest's street address.
   */
  address: string;
  /**
   * The label of the guest's city.
   */
  city: string;
  /**
   * The label of the guest's ZIP or postal code.
   */
  zipCode: string;
  /**
   * The label of the guest's country.
   */
  country: string;
  /**
   * The label of the guest's special requests, an optional field.
   */
  specialRequests: string;
  /**
   * The tag after an optional field's label, such as 'Optional'.
   */
  optional: string;
  /**
   * The name of the payment tabs, for screen readers, such as 'Payment method'.
   */
  paymentMethod: string;
  /**
   * The tab for paying by card, such as 'Credit card'.
   */
  creditCard: string;
  /**
   * The tab for paying at the property, such as 'Pay at property'; also the review's payment line.
   */
  payAtProperty: string;
  /**
   * The label of the name on the card.
   */
  cardName: string;
  /**
   * The label of the card number.
   */
  cardNumber: string;
  /**
   * The label of the card's expiry, naming its format, such as 'Expiry (MM/YY)'.
   */
  cardExpiry: string;
  /**
   * The label of the card's security code, such as 'CVC'.
   */
  cardCvc: string;
  /**
   * The review's payment line when paying by card; {card} is replaced by its last four digits, such as 'Card {card}'.
   */
  cardShown: string;
  /**
   * The heading of the price summary, such as 'Booking summary'.
   */
  summary: string;
  /**
   * The summary's line for the nights; {nights} (such as '7 nights') and {price} are replaced, such as '{nights} × {price}'.
   */
  stay: string;
  /**
   * The summary's cleaning fee line.
   */
  cleaningFee: string;
  /**
   * The summary's service fee line.
   */
  serviceFee: string;
  /**
   * The summary's total line.
   */
  total: string;
  /**
   * The review's room line.
   */
  reviewRoom: string;
  /**
   * The review's dates line.
   */
  reviewDates: string;
  /**
   * The review's guests line.
   */
  reviewGuests: string;
  /**
   * The review's name line.
   */
  reviewName: string;
  /**
   * The review's email and phone line.
   */
  reviewContact: string;
  /**
   * The review's address line.
   */
  reviewAddress: string;
  /**
   * The review's payment line.
   */
  reviewPayment: string;
  /**
   * The review's special requests line.
   */
  reviewRequests: string;
  /**
   * A number of nights: the word for one, then for more (or none), such as ['night', 'nights'].
   *
   * @minItems 2
   * @maxItems 2
   */
  nights: string[];
  /**
   * A number of adults: the word for one, then for more, such as ['adult', 'adults'].
   *
   * @minItems 2
   * @maxItems 2
   */
  adultCount: string[];
  /**
   * A number of children: the word for one, then for more, such as ['child', 'children'].
   *
   * @minItems 2
   * @maxItems 2
   */
  childCount: string[];
}
/**
 * What shows once the booking is confirmed. It stays, through a reload too, until the guest starts a new booking.
 */
export interface BookingSuccess {
  /**
   * Such as 'Booking Confirmed!'.
   */
  title: string;
  /**
   * The words before the booking reference, such as 'Booking reference'.
   */
  reference: string;
  /**
   * A sentence under the booking reference.
   */
  text: string;
  /**
   * The button that clears the confirmation and starts a new booking, such as 'Book another stay'.
   */
  again: string;
  home: Link3;
}
/**
 * A text link.
 */
export interface Link3 {
  /**
   * The words of the link.
   */
  label: string;
  href: Href;
}
/**
 * A grid of pictures that open in a full-screen viewer (close, previous, next; Escape closes, the arrow keys move and wrap). The open picture is in the address (?photo=3), so it can be shared. With categories, buttons above the grid show one category at a time.
 */
export interface PhotoGalleryBlock {
  /**
   * Block type.
   */
  type: 'photo-gallery';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The filter buttons, in order, after the one that shows every picture; each picture names one of their values. Without it, no filter is shown.
   *
   * @minItems 2
   */
  categories?: PhotoCategory[];
  /**
   * The pictures, in order.
   *
   * @minItems 1
   */
  photos: GalleryPhoto[];
  labels: GalleryLabels;
}
export interface PhotoCategory {
  /**
   * The category's name in the pictures, such as exterior.
   */
  value: string;
  /**
   * The button's words, such as 'Exterior'.
   */
  label: string;
}
export interface GalleryPhoto {
  image: Image;
  /**
   * A line shown under the picture in the viewer; without it, the picture's alt text.
   */
  caption?: string;
  /**
   * One of the categories' values.
   */
  category?: string;
}
/**
 * The words of the filter and the viewer.
 */
export interface GalleryLabels {
  /**
   * The filter button that shows every picture, such as 'All'.
   */
  all: string;
  /**
   * What the filter buttons are, for screen readers, such as 'Show pictures of'.
   */
  filter: string;
  /**
   * Said before a picture's description on its button, such as 'Open picture:'.
   */
  open: string;
  /**
   * The viewer's close button, such as 'Close'.
   */
  close: string;
  /**
   * The viewer's previous button, such as 'Previous picture'.
   */
  previous: string;
  /**
   * The viewer's next button, such as 'Next picture'.
   */
  next: string;
  /**
   * Where the viewer is; {n} and {total} are replaced, such as '{n} of {total}'.
   */
  counter: string;
}
/**
 * A long document such as a policy: its dates, a table of contents, numbered sections each with its own anchor, and optional cards linking to related documents. Set for reading on screen and for printing.
 */
export interface DocumentBlock {
  /**
   * Block type.
   */
  type: 'document';
  id?: AnchorId;
  /**
   * The date the document takes effect, as YYYY-MM-DD; shown as a date such as August 7, 2025.
   */
  effective: string;
  /**
   * The date the document was last changed, as YYYY-MM-DD; leave out when it has not changed since it took effect.
   */
  updated?: string;
  /**
   * Paragraphs before the first section, such as who the document is for.
   */
  intro?: RichText[];
  /**
   * The heading of the table of contents.
   */
  contentsTitle?: string;
  /**
   * The numbered sections, in order; they are numbered 1, 2, 3… automatically.
   *
   * @minItems 1
   */
  sections: DocumentSection[];
  /**
   * Cards linking to related documents, shown after the last section.
   */
  related?: {
    /**
     * The heading above the cards, such as Related policies.
     */
    title: string;
    /**
     * The cards, one per related document.
     *
     * @minItems 1
     * @maxItems 4
     */
    cards: DocumentRelatedCard[];
  };
}
export interface DocumentSection {
  id: AnchorId;
  /**
   * The section's heading, without its number.
   */
  title: string;
  /**
   * The section's paragraphs, in order.
   *
   * @minItems 1
   */
  paragraphs: RichText[];
  /**
   * An optional bulleted list after the paragraphs.
   *
   * @minItems 1
   */
  list?: RichText[];
}
export interface DocumentRelatedCard {
  /**
   * The related document's name.
   */
  title: string;
  /**
   * One line on what the document covers.
   */
  text: string;
  href: Href;
}
/**
 * A third-party widget (reviews, team profiles) that a provider's script draws into a container. The script loads only when the visitor presses the button of the block's card (partner), so nothing reaches the provider before; it is removed, with everything it added to the page, when the visitor leaves. If it fails or is blocked, the card stays with the fallback text and link.
 */
export interface EmbedScriptBlock {
  /**
   * Block type.
   */
  type: 'embed-script';
  id?: AnchorId;
  heading?: SectionHeading;
  partner: EmbedPartner;
  /**
   * The provider's script address, as given in its embed instructions; https:// only. Its site must be listed under embeds.scripts in content/site.json (the site's security policy lets only those run).
   */
  src: string;
  /**
   * The id of the element the provider's script fills, as given in its embed instructions.
   */
  containerId: string;
  /**
   * What the widget shows, read out to screen-reader users as the name of its area, such as 'Client reviews of our advisors'.
   */
  title: string;
  /**
   * What visitors read when the widget cannot load (blocked by the browser, offline, or the provider is down), and before it has loaded.
   */
  fallback: {
    text: RichText;
    link: Link;
  };
}
/**
 * The card a third-party tool waits behind: nothing is loaded from the partner's site until the visitor presses its button, and the card stays, with its way to the partner, if the tool cannot load.
 */
export interface EmbedPartner {
  /**
   * The partner's name, as visitors know it, such as 'VoyageSure'.
   */
  name: string;
  /**
   * What the tool does for the visitor, in one sentence, such as 'Compares travel insurance plans for your dates and destination.'
   */
  purpose: string;
  /**
   * The words of the button that loads the tool here, such as 'Load the quote tool'.
   */
  loadLabel: string;
  page?: Link4;
}
/**
 * A text link.
 */
export interface Link4 {
  /**
   * The words of the link.
   */
  label: string;
  href: Href;
}
/**
 * A third-party tool shown in a frame on the page (an insurance quote form, a map), behind a card that loads it only when the visitor asks, with a link that opens it in a new tab for browsers that refuse to frame it. Only the hosts listed under src may be embedded.
 */
export interface EmbedFrameBlock {
  /**
   * Block type.
   */
  type: 'embed-frame';
  id?: AnchorId;
  heading?: SectionHeading;
  partner: EmbedPartner;
  /**
   * The address of the tool, https:// only. Its site must be listed under embeds.frames in content/site.json (the site's security policy lets only those load in a frame).
   */
  src: string;
  /**
   * What the frame holds, read out to screen-reader users, such as 'Travel insurance quote'.
   */
  title: string;
  /**
   * The frame's height in pixels.
   */
  height?: number;
  /**
   * The words of the link that opens the tool in a new tab, such as 'Open the quote tool in a new tab'.
   */
  openLabel: string;
  note?: RichText;
}
/**
 * A checklist by category, such as a packing list, that visitors can tick off; their ticks are kept on their own device and survive a reload.
 */
export interface ChecklistBlock {
  /**
   * Block type.
   */
  type: 'checklist';
  id: AnchorId1;
  heading: SectionHeading;
  /**
   * The groups of the list, each with its title and items.
   *
   * @minItems 1
   */
  categories: ChecklistCategory[];
  note?: RichText;
}
export interface ChecklistCategory {
  /**
   * The group's name, such as Documents.
   */
  title: string;
  /**
   * The things to tick off; each must be different within its group, as the tick is saved under its words.
   *
   * @minItems 1
   */
  items: string[];
}
/**
 * Sections one under another, each a picture beside its text, the sides alternating down the page: sports, themes, journeys told at length. On phones the picture comes first.
 */
export interface FeatureRowsBlock {
  /**
   * Block type.
   */
  type: 'feature-rows';
  id?: AnchorId;
  heading?: SectionHeading;
  /**
   * Where the first row's picture sits at desktop widths; the rows after it alternate, unless a row sets its own layout.
   */
  start?: 'image-left' | 'text-left';
  /**
   * The sections, in order.
   *
   * @minItems 1
   * @maxItems 12
   */
  rows: FeatureRow[];
}
export interface FeatureRow {
  id?: AnchorId;
  /**
   * A short line above the title, such as 'On the court'.
   */
  eyebrow?: string;
  /**
   * The section's heading, such as 'Pickleball'.
   */
  title: string;
  /**
   * A line under the title, set in italics, such as 'Private clinics in Naples and Palm Springs'.
   */
  subtitle?: string;
  /**
   * The paragraphs, in order.
   *
   * @minItems 1
   * @maxItems 4
   */
  text: RichText[];
  quote?: FeatureQuote;
  image: Image;
  /**
   * This row's own side for the picture at desktop widths, instead of the alternation.
   */
  layout?: 'image-left' | 'text-left';
  action?: Button;
}
/**
 * A traveller's words shown with the text.
 */
export interface FeatureQuote {
  /**
   * What was said, without quotation marks.
   */
  text: string;
  /**
   * Who said it, such as 'Margaret L., Scottsdale'.
   */
  author?: string;
}
/**
 * A list of journeys (or tours, or programs) with one shown large at the top and the others in a grid under it. The featured item is the one marked "featured", or the first when none is.
 */
export interface FeaturedListBlock {
  /**
   * Block type.
   */
  type: 'featured-list';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The section's background: plain (the page colour) or tinted (a soft contrasting band).
   */
  tone?: 'plain' | 'tinted';
  /**
   * The small line above the featured item's title.
   */
  featuredLabel?: string;
  /**
   * The heading above the grid of the other items, such as 'Upcoming journeys'.
   */
  listTitle?: string;
  /**
   * The items, in the order shown in the grid. At most one is marked featured.
   *
   * @minItems 2
   * @maxItems 24
   */
  items: FeaturedListItem[];
  action?: Button;
}
export interface FeaturedListItem {
  /**
   * The item's name, such as 'Morocco: Souks, Riads and the Sahara'.
   */
  title: string;
  /**
   * Where it goes, such as 'Marrakech · Atlas Mountains · Merzouga'.
   */
  destinations?: string;
  text: RichText;
  /**
   * When it leaves, such as 'March and October 2026'.
   */
  departures?: string;
  image: Image;
  /**
   * Shows this item large above the others. Mark at most one; when none is marked, the first is featured.
   */
  featured?: boolean;
  link?: Link;
}
/**
 * The companies the agency works with (cruise lines, hotel groups, operators), each by name and specialty, set as a typographic list: no logos.
 */
export interface PartnersBlock {
  /**
   * Block type.
   */
  type: 'partners';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The section's background: plain (the page colour) or tinted (a soft contrasting band).
   */
  tone?: 'plain' | 'tinted';
  /**
   * How many columns the list runs in at desktop widths; phones always show one, tablets two.
   */
  columns?: 2 | 3;
  /**
   * The partners, in the order shown.
   *
   * @minItems 2
   */
  partners: Partner[];
  note?: RichText2;
  action?: Button;
}
export interface Partner {
  /**
   * The partner's name, such as 'Aurelian Yachts'.
   */
  name: string;
  /**
   * What the partner is known for, in a short phrase, such as 'French-flagged expedition yachts'.
   */
  specialty: string;
}
/**
 * A numbered process: how a journey or a program comes together, step by step. One group for a single process; several named groups (such as 'What you do' and 'What we do') stand side by side, each numbered from 1.
 */
export interface StepsBlock {
  /**
   * Block type.
   */
  type: 'steps';
  id?: AnchorId;
  heading: SectionHeading;
  /**
   * The section's background: plain (the page colour) or tinted (a soft contrasting band).
   */
  tone?: 'plain' | 'tinted';
  /**
   * The process, as one group of steps, or as up to three named groups shown side by side.
   *
   * @minItems 1
   * @maxItems 3
   */
  groups: StepGroup[];
  action?: Button;
}
export interface StepGroup {
  /**
   * The group's name, such as 'For your association'. Leave it out when the block has a single group.
   */
  title?: string;
  intro?: RichText;
  /**
   * The steps, in order; they are numbered automatically.
   *
   * @minItems 2
   * @maxItems 12
   */
  steps: Step[];
}
export interface Step {
  /**
   * The step in a few words, such as 'Discovery call'.
   */
  title: string;
  text: RichText;
}
/**
 * The header and footer of a second brand on this site (content/frames/<name>.json), worn by the pages that name it in their "frame" instead of the agency's header and footer from site.json.
 */
export interface Frame {
  /**
   * Path to this schema, so that editors can check and complete the file as you type.
   */
  $schema?: string;
  brand: FrameBrand;
  home: Href2;
  /**
   * The header's links, left to right.
   *
   * @minItems 1
   * @maxItems 7
   */
  navigation: Link[];
  action?: Button2;
  contact: FrameContact;
  /**
   * A line shown at the top of every page of this frame, such as that the brand is a demonstration and no booking is real. Rich text.
   */
  notice: string;
  footer: FrameFooter;
}
/**
 * The brand's name and a line about it.
 */
export interface FrameBrand {
  /**
   * The brand's name, shown as the header's wordmark.
   */
  name: string;
  /**
   * A short line about the brand, shown in the footer.
   */
  tagline: string;
}
/**
 * A link styled as a button.
 */
export interface Button2 {
  /**
   * The words on the button.
   */
  label: string;
  href: Href;
  /**
   * How prominent the button is: primary (filled), secondary (outlined) or quiet (text with an arrow).
   */
  variant?: 'primary' | 'secondary' | 'quiet';
}
/**
 * How to reach the brand; shown in the header (phone) and the footer.
 */
export interface FrameContact {
  /**
   * The phone number as people read it, such as +1 (850) 555-0193.
   */
  phone: string;
  /**
   * The email address.
   */
  email: string;
  /**
   * The postal address, one line per item.
   *
   * @minItems 1
   */
  address: string[];
}
/**
 * The footer's texts.
 */
export interface FrameFooter {
  /**
   * The heading above the contact details, such as 'Contact'.
   */
  contactTitle: string;
  /**
   * The heading above the footer's copy of the navigation, such as 'Explore'.
   */
  linksTitle: string;
  /**
   * The copyright line, such as © {year} Seabreeze Residences. {year} becomes the year the site was built, as in the site's own footer.
   */
  copyright: string;
}
/**
 * The articles of the agency's travel journal. Each article gets its own page under /blog (content/routes.json, collectionRoutes), made of the article's own blocks, and is listed wherever a block names the journal collection, such as /blog and the home page's teasers.
 */
export interface JournalCollection {
  /**
   * Path to this schema, so that editors can check and complete the file as you type.
   */
  $schema?: string;
  /**
   * The articles, newest first: the order /blog lists them in unless a block sorts them otherwise. Each id must be unique.
   *
   * @minItems 1
   */
  entries: JournalArticle[];
}
export interface JournalArticle {
  /**
   * The article's address under /blog, in lowercase words joined by hyphens: choose-right-safari is /blog/choose-right-safari. Changing it breaks links to the article.
   */
  id: string;
  /**
   * The article's headline, as lists, the browser tab and search engines show it.
   */
  title: string;
  /**
   * One or two sentences that make a reader want the article: lists show it under the headline, search engines under the title.
   */
  description: string;
  /**
   * The kind of travel the article is about, such as 'Safaris'; lists show it above the headline.
   */
  category: string;
  /**
   * The day the article was published, as YYYY-MM-DD; the feed and search engines read it.
   */
  published: string;
  /**
   * Who wrote the article: a person's name, or the agency's advisors as a team.
   */
  author: string;
  image: Image;
  /**
   * The article itself, top to bottom, in the same blocks as any page (usually a hero, then text sections); the journal's article page (content/pages/journal-article.json) adds what every article ends with.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * The rooms and apartments of the Seabreeze Residences demo hotel. Each room gets its own page (content/routes.json, collectionRoutes) and appears wherever a block names the rooms collection.
 */
export interface RoomsCollection {
  /**
   * Path to this schema, so that editors can check and complete the file as you type.
   */
  $schema?: string;
  /**
   * The rooms, in the order lists show them by default. Each id must be unique; it is the last part of the room's address (/apartments/1).
   *
   * @minItems 1
   */
  entries: Room[];
}
export interface Room {
  /**
   * The room's id, a whole number written as text such as "1"; it is the room's address (/apartments/1) and how blocks name it.
   */
  id: string;
  /**
   * The room's name, such as 'Deluxe Sea View Suite'.
   */
  name: string;
  /**
   * Two or three sentences about the room; lists show the first two lines, the room's page shows all of it.
   */
  description: string;
  /**
   * Price per night in US dollars, a whole number.
   */
  price: number;
  /**
   * How many guests the room sleeps.
   */
  capacity: number;
  /**
   * Floor area in square metres.
   */
  size: number;
  image: Image;
  /**
   * More pictures of the room, shown on its own page after the main picture.
   */
  gallery?: Image[];
  /**
   * Where in the resort the room is, such as 'Beachfront'; the apartments filter offers each distinct location.
   */
  location: string;
  /**
   * What the room has, such as 'Wi-Fi' or 'Balcony'; lists show the first three, the room's page all of them.
   *
   * @minItems 1
   */
  features: string[];
}
