/**
 * @edu/api-client — the typed contract of the platform: entities and request schemas, validation rules,
 * the portal client, the AI-service client and the chat stream reader. No React, no DOM globals.
 */

export {
  ASSISTANT_SETTINGS_LIMITS,
  type AssistantBlockedCounts,
  type AssistantModeSettings,
  type AssistantSettings,
  type AssistantSettingsInput,
  assistantBlockedCountsSchema,
  assistantModeSettingsSchema,
  assistantSettingsInputSchema,
  assistantSettingsSchema,
  getAssistantBlockedCounts,
  getAssistantSettings,
  updateAssistantSettings,
} from './admin/admin-assistant';
export {
  AUDIT_TARGETS,
  type AuditEntry,
  auditEntrySchema,
  exportAuditLog,
  getAuditLog,
} from './admin/admin-audit';
// ---- Platform console (issue 32): every admin call and its schemas ----
export {
  ADMIN_API_PREFIX,
  type AdminPage,
  type AdminWriteResult,
  adminPageSchema,
  adminWriteResultSchema,
  maxChars,
  ruledText,
  versionInputSchema,
} from './admin/admin-common';
export {
  ADMIN_ARTICLE_KINDS,
  type AdminArticle,
  type AdminArticleDetail,
  type AdminArticleKind,
  ARTICLE_MAX_CHARS,
  type ArticleCreateInput,
  type ArticleKindOptions,
  type ArticlePublishInput,
  type ArticleUpdateInput,
  adminArticleDetailSchema,
  adminArticleSchema,
  articleCreateInputSchema,
  articleKindOptionsSchema,
  articlePublishInputSchema,
  articleUpdateInputSchema,
  CONTENT_STATE_LABELS,
  CONTENT_STATES,
  type ContentState,
  createArticle,
  getAdminArticle,
  getAdminArticles,
  getArticleKinds,
  publishArticle,
  unpublishArticle,
  updateArticle,
  type VersionOnlyInput,
  versionOnlyInputSchema,
  withdrawArticle,
} from './admin/admin-content';
export {
  getSentNotices,
  NOTICE_AUDIENCES,
  NOTICE_MAX_CHARS,
  type NoticeAudienceKind,
  type NoticeInput,
  noticeInputSchema,
  type SentNotice,
  sendNotice,
  sentNoticeSchema,
} from './admin/admin-notices';
export {
  ADMIN_ROLES,
  type AdminPerson,
  type AdminRoleId,
  adminPersonSchema,
  checkPersonField,
  commitTeacherImport,
  createPerson,
  disablePerson,
  enablePerson,
  exportPeople,
  getPeople,
  getPeopleOptions,
  type ImportPreview,
  type ImportResult,
  type ImportRowFate,
  importPreviewSchema,
  importResultSchema,
  type PasswordResetInput,
  PERSON_FIELD_RULES,
  PERSON_NAME_MAX_CHARS,
  type PeopleOptions,
  type PersonCreateInput,
  type PersonStateInput,
  type PersonUpdateInput,
  passwordResetInputSchema,
  peopleOptionsSchema,
  personCreateInputSchema,
  personStateInputSchema,
  personUpdateInputSchema,
  previewTeacherImport,
  removeStudioPlace,
  resetPersonPassword,
  STUDIO_PLACES,
  type StudioPlace,
  type StudioPlaceInput,
  setStudioPlace,
  studioPlaceInputSchema,
  studioPlaceRemoveInputSchema,
  TEACHER_IMPORT_COLUMNS,
  TEACHER_IMPORT_MAX_ROWS,
  type TeacherImportInput,
  type TeacherImportRow,
  teacherImportInputSchema,
  teacherImportRowSchema,
  updatePerson,
} from './admin/admin-people';
export {
  type AdminResource,
  type ApproveInput,
  adminResourceSchema,
  approveInputSchema,
  approveSubmission,
  getAdminResources,
  getSubmissions,
  REVIEW_REASON_MAX_CHARS,
  type RejectInput,
  type RestoreResourceInput,
  rejectInputSchema,
  rejectSubmission,
  restoreResource,
  restoreResourceInputSchema,
  SUBMISSION_STATE_LABELS,
  SUBMISSION_STATES,
  type Submission,
  type SubmissionState,
  submissionSchema,
  type WithdrawResourceInput,
  withdrawResource,
  withdrawResourceInputSchema,
} from './admin/admin-resources';
export {
  APP_OPEN_MODES,
  type AppOpenMode,
  appOpenModeOf,
  createHomeItem,
  getHomeItems,
  getSiteSettings,
  HOME_ITEM_KINDS,
  type HomeItem,
  type HomeItemCreateInput,
  type HomeItemKind,
  type HomeItemOrderInput,
  type HomeItemUpdateInput,
  type HomeItemVisibilityInput,
  homeItemCreateInputSchema,
  homeItemOrderInputSchema,
  homeItemSchema,
  homeItemUpdateInputSchema,
  homeItemVisibilityInputSchema,
  linkRule,
  reorderHomeItems,
  SITE_MAX_CHARS,
  type SiteSettings,
  type SiteSettingsInput,
  setHomeItemVisibility,
  siteSettingsInputSchema,
  siteSettingsSchema,
  updateHomeItem,
  updateSiteSettings,
} from './admin/admin-site';
export { getStatsOverview, STATS_PERIOD_DAYS, type StatsOverview, statsOverviewSchema } from './admin/admin-stats';
// ---- AI service ----
export {
  type BuildChatMessagesOptions,
  buildChatMessages,
  DEFAULT_ASSISTANT_DESCRIPTION,
  formatPromptDate,
  MATH_FORMAT_NOTE,
} from './ai/build-chat-messages';
export type { ChatEvent } from './ai/chat-event';
export {
  type AiClient,
  type AiClientOptions,
  type ConversationWrite,
  createAiClient,
  type MediaPrompt,
} from './ai/create-ai-client';
export { type ExchangeIdTokenOptions, exchangeIdToken } from './ai/exchange-id-token';
export { type LoginOptions, login } from './ai/login';
export { type FinishedVideo, type PollVideoOptions, pollVideoStatus } from './ai/poll-video';
export type { ReplyEnding, ReplyEvent } from './ai/reply-event';
export { appendToReply, EMPTY_REPLY_TEXT, finishReplyContent, type ReplyText } from './ai/reply-text';
export type { ChatOptions, ReplyOptions } from './ai/stream-chat';
// ---- Constants (SPEC §9) and texts (SPEC §8) ----
export {
  AI_JSON_TIMEOUT_MS,
  AI_SUCCESS_CODES,
  AUTOSCROLL_RESUME_MS,
  AUTOSCROLL_THRESHOLD_PX,
  BYTES_PER_KB,
  CHAT_FIRST_BYTE_TIMEOUT_MS,
  CHAT_INPUT_PLACEHOLDER,
  CHAT_MAX_TOKENS_LIMIT,
  CHAT_MODELS,
  CHAT_PROVIDER,
  CHAT_TEMPERATURE_DEFAULT,
  CHAT_TEMPERATURE_MAX,
  CHAT_TEMPERATURE_MIN,
  CLAMP_BOX_COLLAPSED_PX,
  CLAMP_BOX_EXPANDED_PX,
  DEFAULT_CHAT_MODEL,
  DEFAULT_CONVERSATION_TITLE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_POSITION_BOTTOM_PX,
  DEFAULT_POSITION_RIGHT_PX,
  DEFAULT_SITE_TITLE,
  DRAG_THRESHOLD_PX,
  FEEDBACK_DIALOG_WIDTH_PERCENT,
  FILES_PER_ATTACH_MAX,
  GRADE_LIST_PHASE_IDS,
  IMAGE_SEED_MAX,
  IMAGE_SEED_MIN,
  IMAGE_UPLOAD_EXTENSIONS,
  INITIAL_CONVERSATION_TITLE,
  MARKDOWN_ALLOWED_DATA_IMAGE_TYPES,
  MARKDOWN_ALLOWED_LINK_PROTOCOLS,
  MEDIA_DIALOG_WIDTH_PX,
  MEDIA_PROMPT_PREFIX,
  MESSAGE_VERSIONS_MAX,
  PAGE_SIZE_OPTIONS,
  PLAY_PAUSE_DEBOUNCE_MS,
  PORTAL_API_PREFIX,
  PORTAL_REQUEST_TIMEOUT_MS,
  PORTAL_SUCCESS_CODES,
  PORTAL_SUCCESS_STATUS,
  PROMPT_MAX_CHARS,
  RESEARCH_ADMIN_ROLE_LABEL,
  RESEARCH_ITEM_MAX_CHARS,
  RESIZE_CLAMP_DELAY_MS,
  RESOURCE_SUBMISSION_EXTENSIONS,
  SPEECH_CHAT_MAX_TOKENS,
  SPEECH_CHAT_TEMPERATURE,
  STUDIO_NEWS_MAX_CHARS,
  STUDIO_SYSTEM_ID,
  THINKING_TIME_MAX_MS,
  TTS_AUDIO_SAMPLE_RATE_HZ,
  TTS_DEFAULT_PITCH,
  TTS_DEFAULT_SPEED,
  TTS_DEFAULT_VOICE_NAME,
  TTS_DEFAULT_VOLUME,
  TTS_PLAYBACK_START_DELAY_MS,
  TTS_TEXT_ENCODING,
  UNREAD_POLL_INTERVAL_MS,
  UPLOAD_BUCKET,
  UPLOAD_SUCCESS_STATUS,
  VIDEO_EXPECTED_WAIT_MAX_MINUTES,
  VIDEO_EXPECTED_WAIT_MIN_MINUTES,
  VIDEO_POLL_INTERVAL_MS,
  VIDEO_SEED_MAX,
  VIDEO_SEED_MIN,
  VIDEO_STATUS_FAILED,
  VIDEO_STATUS_IN_PROGRESS,
  VIDEO_STATUS_SUCCEED,
  VOICE_TYPEWRITER_INTERVAL_MS,
  VOICE_WIDGET_TTS_SPEED,
  VOICE_WIDGET_TTS_VOICE,
} from './constants';
export { type AssistantMode, assistantModeIdSchema, assistantModeSchema } from './contract/assistant-mode';
export {
  ASSISTANT_MODE_IDS,
  ASSISTANT_MODE_LABELS,
  type AssistantModeId,
  isAssistantModeId,
  isAtLeastAsStrict,
} from './contract/assistant-mode-id';
// ---- Contract: schemas and types (SPEC §3) ----
export {
  type ChatMessage,
  type ChatModel,
  type ChatRole,
  chatMessageInputSchema,
  chatMessageSchema,
  chatModelSchema,
  chatRoleSchema,
  type MessageVersion,
  messageIdInputSchema,
} from './contract/chat-message';
export {
  type ChatRequest,
  type ChatRequestInput,
  type ChatRequestMessage,
  chatRequestSchema,
} from './contract/chat-request';
export {
  CONTENT_TYPES,
  contentTypeOf,
  fileExtension,
  UNKNOWN_CONTENT_TYPE,
} from './contract/content-type-of';
export {
  type Conversation,
  type ConversationInput,
  type CreatedConversation,
  conversationInputSchema,
  conversationSchema,
  createdConversationSchema,
  uidInputSchema,
} from './contract/conversation';
export { type DislikeReason, dislikeReasonSchema } from './contract/dislike-reason';
export {
  type DislikeInput,
  type DislikeRecord,
  dislikeInputSchema,
  dislikeRecordSchema,
} from './contract/dislike-record';
export { type EntityId, entityIdInputSchema, entityIdSchema } from './contract/entity-id';
export { type AiEnvelope, aiEnvelopeSchema, type PortalEnvelope, portalEnvelopeSchema } from './contract/envelope';
export { type FeedbackPairInput, feedbackPairInputSchema } from './contract/feedback-pair';
export { isChatModel } from './contract/is-chat-model';
export { type LikeInput, type LikeRecord, likeInputSchema, likeRecordSchema } from './contract/like-record';
export { type LoginInput, type LoginResult, loginInputSchema, loginResultSchema } from './contract/login';
export {
  imagePromptInputSchema,
  type MediaPromptInput,
  mediaPromptTextSchema,
  stripMediaPromptPrefix,
  type VideoStatusInput,
  videoPromptInputSchema,
  videoStatusInputSchema,
  withMediaPromptPrefix,
} from './contract/media-prompt';
export {
  type ImageResult,
  imageResultSchema,
  type VideoStartResult,
  type VideoStatusResult,
  videoStartResultSchema,
  videoStatusResultSchema,
} from './contract/media-results';
export { addVersion, shownVersionIndex, showVersion, versionsOf } from './contract/message-versions';
export { messagesFieldSchema } from './contract/messages-field';
export { parseJson } from './contract/parse-json';
export {
  type AppVersion,
  appVersionSchema,
  type CentralSchool,
  centralSchoolSchema,
  type TownOption,
  townOptionSchema,
} from './contract/portal/after-school';
export {
  type ContentItem,
  type ContentPage,
  type ContentWithBody,
  contentItemSchema,
  contentPageSchema,
  contentWithBodySchema,
  count,
  idText,
  type NamedOption,
  namedOptionSchema,
  type Page,
  type PreviewFile,
  pageSchemaOf,
  previewFilePageSchema,
  previewFileSchema,
  type SentContentItem,
  type SentPreviewFile,
  text,
} from './contract/portal/content-item';
export {
  type Contest,
  type ContestEntry,
  type ContestEntryPage,
  type ContestResult,
  type ContestStatus,
  contestEntryPageSchema,
  contestEntrySchema,
  contestPrizeSchema,
  contestResultSchema,
  contestSchema,
} from './contract/portal/contest';
export {
  type Exhibit,
  type Exhibition,
  type ExhibitionDetails,
  exhibitionDetailsSchema,
  exhibitionSchema,
  exhibitSchema,
} from './contract/portal/exhibition';
export {
  type ArticleTotals,
  articleTotalsSchema,
  type EducationMapTown,
  educationMapTownSchema,
  type ResourceTotals,
  resourceTotalsSchema,
} from './contract/portal/home';
export {
  type PortalMessage,
  portalMessageSchema,
} from './contract/portal/messages';
export {
  type Painting,
  paintingSchema,
} from './contract/portal/paint';
export {
  type Grade,
  gradeSchema,
  type MyClass,
  myClassSchema,
  type Subject,
  subjectSchema,
} from './contract/portal/person';
export {
  type Picture,
  type PracticeComment,
  type PracticeDetail,
  type PracticeReply,
  type PracticeSchool,
  type PracticeVideo,
  pictureSchema,
  practiceCommentSchema,
  practiceDetailSchema,
  practiceReplySchema,
  practiceSchoolSchema,
  practiceVideoSchema,
  viewCountSchema,
} from './contract/portal/practice';
export {
  type ReformDetail,
  type ReformItem,
  reformDetailSchema,
  reformItemSchema,
} from './contract/portal/reform';
export {
  type ResearchActivity,
  type ResearchCollected,
  type ResearchCollection,
  type ResearchDetail,
  type ResearchFile,
  type ResearchOverview,
  researchActivitySchema,
  researchCollectedSchema,
  researchCollectionSchema,
  researchDetailSchema,
  researchFileSchema,
  researchOverviewSchema,
} from './contract/portal/research';
export {
  type RankingRow,
  rankingRowSchema,
  type SafetyFile,
  safetyFileSchema,
} from './contract/portal/resources';
export {
  type StudioMenu,
  type StudioPermissionList,
  studioMenuSchema,
  studioPermissionListSchema,
} from './contract/portal/studio-permissions';
export {
  type Studio,
  type StudioDetails,
  type StudioItemDetails,
  type StudioMember,
  type StudioNewsDetails,
  type StudioSchool,
  studioDetailsSchema,
  studioItemDetailsSchema,
  studioMemberSchema,
  studioNewsDetailsSchema,
  studioSchema,
  studioSchoolSchema,
} from './contract/portal/studios';
export {
  type Lesson,
  lessonSchema,
  type Programme,
  programmeSchema,
} from './contract/portal/three-classrooms';
export {
  commentSchema,
  type FileResource,
  type FooterInfo,
  fileResourceSchema,
  footerInfoSchema,
  type NavItem,
  navItemSchema,
  type Pagination,
  type PortalComment,
  paginationSchema,
  type SiteInfo,
  siteInfoSchema,
  unreadCountSchema,
  visitorLogStartSchema,
} from './contract/portal-entities';
export { REPLY_STATES, type ReplyFrame, type ReplyState, replyFrameSchema } from './contract/reply-frame';
export { type ReplyTurn, replyTurnSchema } from './contract/reply-turn';
export { RICH_TEXT_POLICY } from './contract/rich-text-policy';
export type { PageRenderRequest, RenderedPage, RenderPage } from './contract/server-render';
export { isStoredAddressAllowed, type StoredAddressUse } from './contract/stored-address';
export { toStoredMessage } from './contract/to-stored-message';
export {
  ACCESS_TOKEN_TYPE,
  ID_TOKEN_TYPE,
  TOKEN_EXCHANGE_GRANT_TYPE,
  type TokenExchangeResult,
} from './contract/token-exchange';
export { type TtsUrl, ttsUrlResultSchema } from './contract/tts-url';
export {
  type PresignedPostFormData,
  presignedPostFormDataSchema,
  type UploadResult,
  uploadResultSchema,
} from './contract/upload';
export { systemRoleSchema, type User, userSchema } from './contract/user';
// ---- Errors ----
export { AiServiceError, isAiServiceError } from './errors/ai-service-error';
export { ApiError, type ApiErrorCode, type ApiErrorOptions, isApiError } from './errors/api-error';
export { isPortalApiError, PortalApiError } from './errors/portal-api-error';
export { HTTP_STATUS_TEXTS, statusText } from './errors/status-texts';
export {
  isUploadRejectedError,
  UploadRejectedError,
  type UploadRejectionReason,
} from './errors/upload-rejected-error';
// ---- HTTP plumbing shared by both clients ----
export type { FetchFunction } from './http/fetch-function';
export { safeRedirectTarget } from './http/safe-redirect-target';
export type { TokenSource } from './http/token-source';
export {
  CHAT_MESSAGES,
  CONVERSATION_TOASTS,
  COPY_MESSAGES,
  FEEDBACK_MESSAGES,
  formatSynthesisFailure,
  MEDIA_MESSAGES,
  REQUEST_MESSAGES,
  SPEECH_MESSAGES,
  UPLOAD_MESSAGES,
  VALIDATION_MESSAGES,
} from './messages';
export {
  getAfterSchoolNotices,
  getCentralSchools,
  getDictionaryValues,
  getLatestVersion,
  getMagazineIssues,
  getMagazineItem,
  getMagazineItems,
} from './portal/after-school';
export {
  type ApplicationLaunch,
  applicationLaunchSchema,
  cancelApplicationCollection,
  collectApplication,
  getApplications,
  launchApplication,
} from './portal/applications';
export {
  changePassword,
  getAreaList,
  getUserInfo,
  getUserPermissionList,
  logoutToken,
  type PasswordChangeInput,
  passwordChangeInputSchema,
  securityCheck,
  updatePasswordExpiry,
} from './portal/auth-user';
export {
  getContestColumns,
  getContestFileHistory,
  getContestFilePage,
  getContestFiles,
  getContestOthers,
  getContestPrizes,
  getContestResult,
  getContestRules,
  getContests,
  queryContestFilePage,
} from './portal/contest';
// ---- Portal client (SPEC §7) ----
export {
  createPortalClient,
  type PortalClient,
  type PortalClientOptions,
  type PortalParams,
  type PortalRequestOptions,
  withPortalPrefix,
} from './portal/create-portal-client';
export { getExhibitionDetails, getExhibitions } from './portal/exhibition';
export {
  closeFileVisit,
  countAuditedFileView,
  countThreeClassFileView,
  getFileViewTime,
  recordReviewTime,
  saveFileLogs,
  saveVisitorLogs,
  startFileVisit,
} from './portal/file-views';
export {
  getArticleTotals,
  getBlogroll,
  getCarouselPictures,
  getCollectedApps,
  getCommercialAds,
  getEducationMap,
  getFooterInfo,
  getHomeArticles,
  getHomeResources,
  getNavbar,
  getRecommendedApps,
  getSiteConfig,
  getSpecialResourceList,
} from './portal/home';
export {
  getArticleById,
  getArticles,
  getArticleTypes,
  getRecommendedArticles,
} from './portal/information';
export {
  getIntelligentClassDetail,
  getMessageDetail,
  getMessagePage,
  getUnreadCount,
  markMessageRead,
} from './portal/messages';
export {
  getAllAwards,
  getFirstAwards,
  getSecondAwards,
  getThirdAwards,
} from './portal/paint';
export {
  addNewRelation,
  getApplicationThemes,
  getClasses,
  getPortalUserInfo,
  getSchoolYears,
  getSubjects,
  getWorkbenchApplications,
  quitClass,
} from './portal/person';
export {
  getJoinableClasses,
  type JoinableClass,
  joinableClassSchema,
  savedSubjectsSchema,
  saveSubjects,
} from './portal/personal-centre';
export {
  addPracticeComment,
  countAlbumView,
  countInfoView,
  countVideoView,
  deletePracticeComment,
  getAlbumPictures,
  getAllPracticeSchools,
  getIntroFilePage,
  getLatestPracticeInfo,
  getPracticeActivityPage,
  getPracticeAlbumDetails,
  getPracticeAlbumPage,
  getPracticeAlbums,
  getPracticeBaseDetails,
  getPracticeBases,
  getPracticeCommentPage,
  getPracticeInfoDetails,
  getPracticeInfoPage,
  getPracticeInfoTypes,
  getPracticeSchools,
  getPracticeVideoDetails,
  getPracticeVideoPage,
  getPracticeVideos,
  listPracticeActivities,
} from './portal/practice';
export { getPracticeActivityDetails, getPracticeSchoolDetails } from './portal/practice-details';
export {
  getReformDetail,
  getReformLabels,
  getReformPage,
} from './portal/reform';
export {
  addResearchFiles,
  createResearchActivity,
  createResearchInteraction,
  createResearchNews,
  deleteResearchActivity,
  deleteResearchFiles,
  deleteResearchInteraction,
  deleteResearchNews,
  evaluateResearchFile,
  getPublicResearchActivityDetails,
  getPublicResearchActivityPage,
  getPublicResearchDetails,
  getPublicResearchFilePage,
  getPublicResearchInteractionPage,
  getPublicResearchNewsDetails,
  getPublicResearchNewsPage,
  getResearchActivityDetails,
  getResearchActivityPage,
  getResearchActivityVideo,
  getResearchActivityVideoDetails,
  getResearchAdminUser,
  getResearchBaseInfo,
  getResearchCollection,
  getResearchCollectionPage,
  getResearchDetails,
  getResearchFilePage,
  getResearchNewsPage,
  updateResearchActivity,
  updateResearchFile,
  updateResearchNews,
} from './portal/research';
export {
  CONTRIBUTION_STATE_LABELS,
  CONTRIBUTION_STATES,
  type ContributionState,
  contributionStateOf,
  getMySubmissions,
  mayContributeResources,
  type ResourceSubmitInput,
  resourceSubmitInputSchema,
  SUBMISSION_TITLE_MAX_CHARS,
  submitResource,
} from './portal/resource-submissions';
export {
  getNewestResources,
  getRecommendedResources,
  getSchoolRanking,
  getTeacherRanking,
  getTownRanking,
} from './portal/resources';
export { getFilesByCode } from './portal/safety';
export {
  addStudioFiles,
  addStudioMember,
  createStudioNews,
  deleteStudioFile,
  deleteStudioMember,
  deleteStudioNews,
  getStudioDetails,
  getStudioFilePage,
  getStudioItemDetails,
  getStudioItemPage,
  getStudioMemberCandidates,
  getStudioMembers,
  getStudioNewsDetails,
  getStudioNewsPage,
  getStudioPage,
  getStudioSchools,
  getStudioTypes,
  type StudioFilesInput,
  type StudioItemKind,
  type StudioNewsInput,
  updateStudioNews,
} from './portal/studios';
export {
  getBookPeriodList,
  getGradeList,
  getGradesByPhaseIds,
  getPhaseList,
  getSemesterList,
  getSubjectListByParams,
  getTeacherPhases,
  getTeacherSubjects,
} from './portal/teacher-attributes';
export { getThreeClassDetails, getThreeClassPage, getThreeClassTypes } from './portal/three-classrooms';
export {
  buildUploadForm,
  checkUploadLimits,
  getPresignedPostFormData,
  type UploadFile,
  type UploadLimits,
  type UploadOptions,
  uploadFile,
} from './portal/upload';
export {
  createFetchUploadTransport,
  type UploadRequest,
  type UploadResponse,
  type UploadTransport,
} from './portal/upload-transport';
export { createXhrUploadTransport, type ProgressEventLike, type XhrLike } from './portal/xhr-upload-transport';
// ---- Server-sent events ----
export { type ReadSseEventsOptions, readSseEvents, type SseEvent } from './sse/read-sse-events';
// ---- Validation (SPEC §5) ----
export {
  createFormRule,
  FORM_RULE_CHECKS,
  type FormRule,
  type FormRuleKind,
  type FormRuleOptions,
  requiredRule,
} from './validation/form-rules';
export { isEmail } from './validation/is-email';
export { idCardCheckCharacter, isIdCard } from './validation/is-id-card';
export { isUrl } from './validation/is-url';
export {
  type MaskedText,
  type MaskOptions,
  maskPersonalData,
  PERSONAL_DATA_LABELS,
  type PersonalDataKind,
} from './validation/mask-personal-data';
export { maskPhone } from './validation/mask-phone';
export {
  isAccount,
  isChinese,
  isDigits,
  isMobilePhone,
  isNonNegativeInteger,
  isOneDecimal,
  isPassword,
  isPhoneOrLandline,
  isPositiveInteger,
} from './validation/pattern-rules';
