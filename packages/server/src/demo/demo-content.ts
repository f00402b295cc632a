import type {
  PortalAppCollectionTable,
  PortalClassMemberTable,
  PortalClassTable,
  PortalCollectionTable,
  PortalCommentTable,
  PortalContentTable,
  PortalFileTable,
  PortalMessageTable,
  PortalProfileTable,
  PortalSchoolTable,
  PortalStudioMemberTable,
  PortalTeacherTable,
  PortalTownTable,
} from '../db/portal-schema';
import type { Lettering } from './create-letterer';
import type { DemoFileSource } from './demo-file-source-type';

/** A demo file row with the recipe for its bytes. */
export type DemoFile = PortalFileTable & { source: DemoFileSource };

/**
 * A demo picture stored in the file store under `key`: drawn as SVG, and stored as that SVG (a banner,
 * lettered by the browser) or as a WebP photo rasterised from it (covers, avatars, the logo).
 */
export interface DemoPicture {
  key: string;
  format: 'svg' | 'webp';
  svg: string;
  /** Words drawn into a photo as outlines when it is rasterised (a classroom blackboard's topic). */
  lettering?: Lettering[];
}

/** A resource a teacher contributed from 我的资源: waiting for review, or reviewed and turned down. */
export interface DemoContribution {
  title: string;
  uploaderUid: string;
  uploaderName: string;
  schoolId: string;
  phaseId: string;
  gradeId: string;
  subjectId: string;
  status: 'pending' | 'rejected';
  /** The reviewer's reason for a rejected one; '' otherwise. */
  reason: string;
  /** How many days before the seed it was reviewed (rejected) or sent (pending). */
  daysAgo: number;
  fileName: string;
  fileExt: DemoFileSource['kind'];
  storageKey: string;
  contentType: string;
  source: DemoFileSource;
}

/** Everything the demo seed writes. */
export interface DemoContent {
  towns: PortalTownTable[];
  schools: PortalSchoolTable[];
  teachers: PortalTeacherTable[];
  classes: PortalClassTable[];
  classMembers: PortalClassMemberTable[];
  profiles: PortalProfileTable[];
  content: PortalContentTable[];
  files: DemoFile[];
  comments: PortalCommentTable[];
  messages: PortalMessageTable[];
  studioMembers: PortalStudioMemberTable[];
  appCollections: PortalAppCollectionTable[];
  collections: PortalCollectionTable[];
  pictures: DemoPicture[];
  /** Contributions in the console's review queue: their files are stored, their rows are the console's. */
  contributions: DemoContribution[];
}
