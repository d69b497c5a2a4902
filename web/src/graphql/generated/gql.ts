/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CategoryFilter_category on Category {\n    id\n    icon\n    name {\n      th\n      en\n    }\n    subcategories {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n": typeof types.CategoryFilter_CategoryFragmentDoc,
    "\n  fragment DesignerLink_designer on Designer {\n    id\n    ...DesignerName_designer\n  }\n": typeof types.DesignerLink_DesignerFragmentDoc,
    "\n  fragment DesignerName_designer on Designer {\n    firstName {\n      th\n      en\n    }\n    lastName {\n      th\n      en\n    }\n  }\n": typeof types.DesignerName_DesignerFragmentDoc,
    "\n  query HeaderViewerQuery {\n    viewer {\n      id\n      picture {\n        url\n      }\n      profileId\n      firstName {\n        th\n        en\n      }\n    }\n  }\n": typeof types.HeaderViewerQueryDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      success\n    }\n  }\n": typeof types.LogoutMutationDocument,
    "\n  query HeaderSearchSuggestionsQuery($keyword: String!) {\n    searchDesigners(keyword: $keyword, first: 3) {\n      id\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n    }\n    searchTags(keyword: $keyword, first: 4) {\n      id\n      name\n    }\n    categories {\n      id\n      name {\n        th\n        en\n      }\n    }\n    searchPortfolios(keyword: $keyword, page: 1) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": typeof types.HeaderSearchSuggestionsQueryDocument,
    "\n  fragment PortfolioCard_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n    designer {\n      id\n      ...DesignerName_designer\n    }\n  }\n": typeof types.PortfolioCard_PortfolioFragmentDoc,
    "\n  fragment PortfolioPageGrid_page on PortfolioPage {\n    items {\n      id\n      ...PortfolioCard_portfolio\n    }\n    pageInfo {\n      page\n      lastPage\n      total\n    }\n  }\n": typeof types.PortfolioPageGrid_PageFragmentDoc,
    "\n  query RequireMemberQuery {\n    viewer {\n      id\n    }\n  }\n": typeof types.RequireMemberQueryDocument,
    "\n  fragment SocialLinks_profile on Profile {\n    facebook\n    instagram\n    pinterest\n    website\n  }\n": typeof types.SocialLinks_ProfileFragmentDoc,
    "\n  mutation LoginWithFacebookMutation($accessToken: String!, $rememberMe: Boolean) {\n    loginWithFacebook(accessToken: $accessToken, rememberMe: $rememberMe) {\n      viewer {\n        id\n      }\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n": typeof types.LoginWithFacebookMutationDocument,
    "\n  mutation ForgotPasswordMutation($email: String!) {\n    forgotPassword(email: $email) {\n      ...AccountActionResult_payload\n    }\n  }\n": typeof types.ForgotPasswordMutationDocument,
    "\n  query LoginRouteQuery {\n    viewer {\n      id\n    }\n    facebookAppId\n  }\n": typeof types.LoginRouteQueryDocument,
    "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        id\n      }\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n": typeof types.LoginMutationDocument,
    "\n  query RegisterRouteQuery {\n    viewer {\n      id\n    }\n  }\n": typeof types.RegisterRouteQueryDocument,
    "\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      ...AccountActionResult_payload\n    }\n  }\n": typeof types.RegisterMutationDocument,
    "\n  mutation ResetPasswordMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ...AccountActionResult_payload\n    }\n  }\n": typeof types.ResetPasswordMutationDocument,
    "\n  fragment AccountActionResult_payload on MessagePayload {\n    success\n    message\n    messageCode\n    errors {\n      field\n      message\n      code\n      limit\n    }\n  }\n": typeof types.AccountActionResult_PayloadFragmentDoc,
    "\n  mutation VerifyEmailMutation($token: String!) {\n    verifyEmail(token: $token) {\n      success\n      message\n      messageCode\n    }\n  }\n": typeof types.VerifyEmailMutationDocument,
    "\n  query CategoryListRouteQuery($categoryId: ID, $subcategoryId: ID, $page: Int!) {\n    categories {\n      id\n      ...CategoryFilter_category\n    }\n    portfolios(categoryId: $categoryId, subcategoryId: $subcategoryId, page: $page) {\n      items {\n        id\n        ...PortfolioCard_portfolio\n      }\n      pageInfo {\n        page\n        perPage\n        total\n        lastPage\n        hasNextPage\n      }\n    }\n  }\n": typeof types.CategoryListRouteQueryDocument,
    "\n  mutation SendContactMessageMutation($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n": typeof types.SendContactMessageMutationDocument,
    "\n  fragment CollectionDesigners_designer on Designer {\n    id\n    ...DesignerName_designer\n    position\n    picture {\n      url\n    }\n  }\n": typeof types.CollectionDesigners_DesignerFragmentDoc,
    "\n  query CreatorRouteQuery($categoryId: ID, $page: Int) {\n    collectionCategories {\n      id\n      name {\n        th\n        en\n      }\n      about {\n        th\n        en\n      }\n    }\n    collections(categoryId: $categoryId, page: $page) {\n      items {\n        id\n        name {\n          th\n          en\n        }\n        description {\n          th\n          en\n        }\n        date {\n          th\n          en\n        }\n        cover {\n          url\n        }\n      }\n      pageInfo {\n        page\n        perPage\n        hasNextPage\n      }\n    }\n  }\n": typeof types.CreatorRouteQueryDocument,
    "\n  query SubCuratedRouteQuery($id: ID!, $portfolioPage: Int, $designerPage: Int) {\n    collection(id: $id) {\n      id\n      name {\n        th\n        en\n      }\n      description {\n        th\n        en\n      }\n      date {\n        th\n        en\n      }\n      cover {\n        url\n      }\n      portfolios(page: $portfolioPage) {\n        items {\n          id\n          ...PortfolioCard_portfolio\n        }\n        pageInfo {\n          page\n          perPage\n          hasNextPage\n        }\n      }\n      designers(page: $designerPage) {\n        items {\n          id\n          ...CollectionDesigners_designer\n        }\n        pageInfo {\n          page\n          perPage\n          hasNextPage\n        }\n      }\n    }\n  }\n": typeof types.SubCuratedRouteQueryDocument,
    "\n  fragment DesignerHead_designer on Designer {\n    ...DesignerName_designer\n    position\n    portfolioCount\n    picture {\n      url\n    }\n    profile {\n      id\n      cover {\n        url\n      }\n    }\n  }\n": typeof types.DesignerHead_DesignerFragmentDoc,
    "\n  fragment DesignerHeader_designer on Designer {\n    ...DesignerName_designer\n    firstName {\n      en\n    }\n    lastName {\n      en\n    }\n    position\n    portfolioCount\n    picture {\n      url\n    }\n    profile {\n      id\n      firstNameEn\n      lastNameEn\n      cover {\n        url\n      }\n      ...SocialLinks_profile\n    }\n  }\n": typeof types.DesignerHeader_DesignerFragmentDoc,
    "\n  query DesignerRouteQuery($id: ID!, $categoryId: ID, $subcategoryId: ID, $page: Int!) {\n    designer(id: $id) {\n      id\n      ...DesignerHead_designer\n      ...DesignerHeader_designer\n      portfolios(categoryId: $categoryId, subcategoryId: $subcategoryId, page: $page) {\n        ...PortfolioPageGrid_page\n      }\n    }\n    categories {\n      id\n      ...CategoryFilter_category\n    }\n  }\n": typeof types.DesignerRouteQueryDocument,
    "\n  fragment HighlightTile_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n  }\n": typeof types.HighlightTile_PortfolioFragmentDoc,
    "\n  query HomeRouteQuery {\n    categories {\n      id\n      ...CategoryFilter_category\n    }\n    newPortfolios {\n      id\n      ...HomeTile_portfolio\n    }\n    mostViewedPortfolios {\n      id\n      ...HomeTile_portfolio\n    }\n    highlightedPortfolios {\n      id\n      ...HighlightTile_portfolio\n    }\n    topRank {\n      sort\n      entries(first: 3) {\n        rank\n        ...PodiumPlace_entry\n      }\n    }\n  }\n": typeof types.HomeRouteQueryDocument,
    "\n  fragment HomeTile_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n    designer {\n      id\n      ...DesignerName_designer\n    }\n  }\n": typeof types.HomeTile_PortfolioFragmentDoc,
    "\n  fragment PodiumPlace_entry on TopRankEntry {\n    rank\n    portfolio {\n      id\n      title\n      viewCount\n      cover {\n        url\n      }\n      designer {\n        ...DesignerLink_designer\n      }\n    }\n  }\n": typeof types.PodiumPlace_EntryFragmentDoc,
    "\n  fragment CategoryTiles_category on Category {\n    id\n    name {\n      th\n      en\n    }\n  }\n": typeof types.CategoryTiles_CategoryFragmentDoc,
    "\n  fragment FeaturedDesigners_designer on Designer {\n    id\n    hasProfile\n    position\n    firstName {\n      th\n    }\n    picture {\n      url\n    }\n  }\n": typeof types.FeaturedDesigners_DesignerFragmentDoc,
    "\n  query LandingRouteQuery {\n    viewer {\n      id\n    }\n    categories {\n      id\n      ...CategoryTiles_category\n    }\n    featuredDesigners {\n      id\n      ...FeaturedDesigners_designer\n    }\n  }\n": typeof types.LandingRouteQueryDocument,
    "\n  fragment AboutEducation_profile on Profile {\n    educations {\n      id\n      schoolUniversity\n      classOf\n      degree {\n        id\n        name {\n          th\n          en\n        }\n      }\n    }\n  }\n": typeof types.AboutEducation_ProfileFragmentDoc,
    "\n  fragment AboutWork_profile on Profile {\n    works {\n      id\n      company\n      position\n      city\n      country\n    }\n  }\n": typeof types.AboutWork_ProfileFragmentDoc,
    "\n  fragment AboutPersonal_profile on Profile {\n    firstName {\n      th\n    }\n    lastName {\n      th\n    }\n    firstNameEn\n    lastNameEn\n    brandName\n    profession\n    designType\n    city\n    email\n    mobileNumber\n    domainName\n  }\n": typeof types.AboutPersonal_ProfileFragmentDoc,
    "\n  fragment OwnPortfolioRow_portfolio on Portfolio {\n    id\n    title\n    approvalStatus\n    rejectionReason\n    updatedAt\n    revision {\n      id\n      title\n      approvalStatus\n      rejectionReason\n    }\n    cover {\n      url\n    }\n    category {\n      id\n      name {\n        th\n        en\n      }\n    }\n    subcategory {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n": typeof types.OwnPortfolioRow_PortfolioFragmentDoc,
    "\n  query ProfileAboutRouteQuery {\n    viewer {\n      id\n      profileId\n      ...ProfileHeader_viewer\n      profile {\n        id\n        ...AboutPersonal_profile\n        ...SocialLinks_profile\n        ...AboutEducation_profile\n        ...AboutWork_profile\n      }\n    }\n  }\n": typeof types.ProfileAboutRouteQueryDocument,
    "\n  fragment ProfileHeader_viewer on Viewer {\n    id\n    firstName {\n      th\n      en\n    }\n    lastName {\n      th\n      en\n    }\n    picture {\n      url\n    }\n    profile {\n      id\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n      firstNameEn\n      lastNameEn\n      cover {\n        url\n      }\n      picture {\n        url\n      }\n      works {\n        id\n        position\n      }\n    }\n  }\n": typeof types.ProfileHeader_ViewerFragmentDoc,
    "\n  query ProfilePortfolioRouteQuery($page: Int!) {\n    viewer {\n      id\n      ...ProfileHeader_viewer\n      portfolios(page: $page) {\n        items {\n          id\n          ...OwnPortfolioRow_portfolio\n        }\n        pageInfo {\n          page\n          lastPage\n          total\n        }\n      }\n    }\n    facebookAppId\n  }\n": typeof types.ProfilePortfolioRouteQueryDocument,
    "\n  mutation DeletePortfolioMutation($id: ID!) {\n    deletePortfolio(id: $id) {\n      deletedId\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n": typeof types.DeletePortfolioMutationDocument,
    "\n  query PagesRouteQuery($slug: PageSlug!) {\n    page(slug: $slug) {\n      id\n      slug\n      title {\n        th\n        en\n      }\n      bodyHtml {\n        th\n        en\n      }\n    }\n  }\n": typeof types.PagesRouteQueryDocument,
    "\n  fragment DesignerPanel_designer on Designer {\n    id\n    position\n    picture {\n      url\n    }\n    ...DesignerName_designer\n  }\n": typeof types.DesignerPanel_DesignerFragmentDoc,
    "\n  fragment MoreWork_portfolio on Portfolio {\n    designer {\n      id\n      ...DesignerName_designer\n    }\n    moreByDesigner {\n      id\n      ...PortfolioCard_portfolio\n    }\n    relatedPortfolios {\n      id\n      ...PortfolioCard_portfolio\n    }\n  }\n": typeof types.MoreWork_PortfolioFragmentDoc,
    "\n  query PortfolioDetailRouteQuery($id: ID!) {\n    portfolio(id: $id) {\n      id\n      ...PortfolioHead_portfolio\n      ...PortfolioHeader_portfolio\n      ...PortfolioRichText_portfolio\n      ...PortfolioPictures_portfolio\n      designer {\n        id\n        ...DesignerPanel_designer\n      }\n      ...PortfolioFacts_portfolio\n      ...PortfolioTags_portfolio\n      ...ShareLinks_portfolio\n      ...MoreWork_portfolio\n    }\n  }\n": typeof types.PortfolioDetailRouteQueryDocument,
    "\n  fragment PortfolioFacts_portfolio on Portfolio {\n    publishedAt\n    createdAt\n    viewCount\n    category {\n      id\n      name {\n        th\n        en\n      }\n    }\n    subcategory {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n": typeof types.PortfolioFacts_PortfolioFragmentDoc,
    "\n  fragment PortfolioHead_portfolio on Portfolio {\n    title\n    brief\n    cover {\n      url\n    }\n    shareCover {\n      url\n    }\n    designer {\n      id\n      ...DesignerName_designer\n    }\n  }\n": typeof types.PortfolioHead_PortfolioFragmentDoc,
    "\n  fragment PortfolioHeader_portfolio on Portfolio {\n    title\n    brief\n    category {\n      id\n      name {\n        th\n        en\n      }\n    }\n    subcategory {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n": typeof types.PortfolioHeader_PortfolioFragmentDoc,
    "\n  fragment PortfolioPictures_portfolio on Portfolio {\n    title\n    cover {\n      url\n      width\n      height\n    }\n    images {\n      id\n      caption\n      image {\n        url\n        width\n        height\n      }\n    }\n  }\n": typeof types.PortfolioPictures_PortfolioFragmentDoc,
    "\n  fragment PortfolioRichText_portfolio on Portfolio {\n    detailHtml\n  }\n": typeof types.PortfolioRichText_PortfolioFragmentDoc,
    "\n  fragment PortfolioTags_portfolio on Portfolio {\n    tags {\n      id\n      name\n      type\n    }\n  }\n": typeof types.PortfolioTags_PortfolioFragmentDoc,
    "\n  fragment ShareLinks_portfolio on Portfolio {\n    title\n    pageUrl\n  }\n": typeof types.ShareLinks_PortfolioFragmentDoc,
    "\n  mutation RecordPortfolioViewMutation($id: ID!) {\n    recordPortfolioView(id: $id) {\n      viewCount\n      errors {\n        message\n      }\n    }\n  }\n": typeof types.RecordPortfolioViewMutationDocument,
    "\n  fragment CategorySelects_category on Category {\n    id\n    name {\n      th\n      en\n    }\n    subcategories {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n": typeof types.CategorySelects_CategoryFragmentDoc,
    "\n  query PortfolioEditorRouteQuery($id: ID!, $editing: Boolean!) {\n    viewer {\n      id\n    }\n    uploadLimits {\n      maxBytes\n      maxMegabytes\n      acceptedTypes\n      cover {\n        width\n        height\n      }\n      shareImage {\n        width\n        height\n      }\n    }\n    categories {\n      id\n      ...CategorySelects_category\n    }\n    normalTags: tags(type: NORMAL) {\n      id\n      name\n    }\n    awardTags: tags(type: AWARD) {\n      id\n      name\n    }\n    portfolio(id: $id) @include(if: $editing) {\n      id\n      title\n      designer {\n        id\n      }\n      approvalStatus\n      ...PortfolioForm_portfolio\n      # The member's edit waiting on an approved portfolio: the form starts from it.\n      revision {\n        id\n        ...PortfolioForm_portfolio\n      }\n    }\n  }\n": typeof types.PortfolioEditorRouteQueryDocument,
    "\n  fragment PortfolioForm_portfolio on Portfolio {\n    id\n    title\n    brief\n    detailHtml\n    category {\n      id\n    }\n    subcategory {\n      id\n    }\n    cover {\n      url\n      fileName\n    }\n    shareCover {\n      url\n      fileName\n    }\n    images {\n      id\n      caption\n      image {\n        url\n        fileName\n      }\n    }\n    tags {\n      id\n      type\n    }\n  }\n": typeof types.PortfolioForm_PortfolioFragmentDoc,
    "\n  fragment PortfolioSaveResult_payload on PortfolioPayload {\n    portfolio {\n      id\n      approvalStatus\n      ...PortfolioForm_portfolio\n    }\n    message\n    errors {\n      field\n      message\n      code\n      limit\n    }\n  }\n": typeof types.PortfolioSaveResult_PayloadFragmentDoc,
    "\n  mutation CreatePortfolioMutation($input: PortfolioInput!) {\n    createPortfolio(input: $input) {\n      ...PortfolioSaveResult_payload\n    }\n  }\n": typeof types.CreatePortfolioMutationDocument,
    "\n  mutation UpdatePortfolioMutation($id: ID!, $input: PortfolioInput!) {\n    updatePortfolio(id: $id, input: $input) {\n      ...PortfolioSaveResult_payload\n    }\n  }\n": typeof types.UpdatePortfolioMutationDocument,
    "\n  mutation CreateTagMutation($name: String!, $type: TagType) {\n    createTag(name: $name, type: $type) {\n      status\n      tag {\n        id\n        name\n        type\n      }\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n": typeof types.CreateTagMutationDocument,
    "\n  query ProfileEditorDomainNameQuery($domainName: String!) {\n    domainNameAvailability(domainName: $domainName) {\n      available\n      message\n      messageCode\n    }\n  }\n": typeof types.ProfileEditorDomainNameQueryDocument,
    "\n  fragment EducationSection_profile on Profile {\n    id\n    educations {\n      id\n      number\n      schoolUniversity\n      degree {\n        id\n      }\n      classOf\n    }\n  }\n": typeof types.EducationSection_ProfileFragmentDoc,
    "\n  fragment EducationSection_degree on Degree {\n    id\n    name {\n      th\n      en\n    }\n  }\n": typeof types.EducationSection_DegreeFragmentDoc,
    "\n  mutation UpdateEducationsMutation($profileId: ID!, $educations: [EducationInput!]!) {\n    updateEducations(profileId: $profileId, educations: $educations) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...EducationSection_profile\n      }\n    }\n  }\n": typeof types.UpdateEducationsMutationDocument,
    "\n  fragment PersonalForm_profile on Profile {\n    id\n    firstName {\n      th\n      en\n    }\n    lastName {\n      th\n      en\n    }\n    firstNameEn\n    lastNameEn\n    city\n    brandName\n    profession\n    designType\n    email\n    mobileNumber\n    website\n    domainName\n    facebook\n    instagram\n    pinterest\n    picture {\n      url\n      fileName\n    }\n    cover {\n      url\n      fileName\n    }\n  }\n": typeof types.PersonalForm_ProfileFragmentDoc,
    "\n  fragment PortfolioTable_page on PortfolioPage {\n    items {\n      id\n      title\n      approvalStatus\n      cover {\n        url\n      }\n    }\n    pageInfo {\n      page\n      lastPage\n      total\n    }\n  }\n": typeof types.PortfolioTable_PageFragmentDoc,
    "\n  query ProfileEditorRouteQuery($page: Int!) {\n    viewer {\n      id\n      email\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n      profileId\n      profile {\n        id\n        educations {\n          id\n        }\n        works {\n          id\n        }\n        ...PersonalForm_profile\n        ...EducationSection_profile\n        ...WorkSection_profile\n      }\n      portfolios(page: $page) {\n        pageInfo {\n          total\n        }\n        ...PortfolioTable_page\n      }\n    }\n    degrees {\n      ...EducationSection_degree\n    }\n    uploadLimits {\n      maxBytes\n      maxMegabytes\n      acceptedTypes\n    }\n  }\n": typeof types.ProfileEditorRouteQueryDocument,
    "\n  mutation CreateProfileMutation($input: ProfileInput!) {\n    createProfile(input: $input) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...PersonalForm_profile\n        ...EducationSection_profile\n        ...WorkSection_profile\n      }\n    }\n  }\n": typeof types.CreateProfileMutationDocument,
    "\n  mutation UpdateProfileMutation($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...PersonalForm_profile\n      }\n    }\n  }\n": typeof types.UpdateProfileMutationDocument,
    "\n  fragment WorkSection_profile on Profile {\n    id\n    works {\n      id\n      number\n      company\n      position\n      city\n      country\n    }\n  }\n": typeof types.WorkSection_ProfileFragmentDoc,
    "\n  mutation UpdateWorksMutation($profileId: ID!, $works: [WorkInput!]!) {\n    updateWorks(profileId: $profileId, works: $works) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...WorkSection_profile\n      }\n    }\n  }\n": typeof types.UpdateWorksMutationDocument,
    "\n  fragment SearchMatches_designer on Designer {\n    id\n    ...DesignerName_designer\n    picture {\n      url\n    }\n    portfolioCount\n  }\n": typeof types.SearchMatches_DesignerFragmentDoc,
    "\n  fragment SearchMatches_tag on Tag {\n    id\n    name\n    type\n    portfolioCount\n  }\n": typeof types.SearchMatches_TagFragmentDoc,
    "\n  query SearchRouteQuery($keyword: String!, $page: Int!) {\n    searchDesigners(keyword: $keyword, first: 8) {\n      id\n      ...SearchMatches_designer\n    }\n    searchTags(keyword: $keyword, first: 10) {\n      id\n      ...SearchMatches_tag\n    }\n    searchPortfolios(keyword: $keyword, page: $page) {\n      pageInfo {\n        total\n      }\n      ...PortfolioPageGrid_page\n    }\n  }\n": typeof types.SearchRouteQueryDocument,
    "\n  query TagRouteQuery($name: String!, $page: Int!) {\n    tag(name: $name) {\n      id\n      name\n      type\n      portfolios(page: $page) {\n        ...PortfolioPageGrid_page\n      }\n    }\n  }\n": typeof types.TagRouteQueryDocument,
    "\n  query TopRankRouteQuery($sort: SortOrder!) {\n    topRank(sort: $sort) {\n      sort\n      entries {\n        rank\n        ...TopRankRow_entry\n      }\n    }\n  }\n": typeof types.TopRankRouteQueryDocument,
    "\n  fragment TopRankRow_entry on TopRankEntry {\n    rank\n    portfolio {\n      id\n      title\n      viewCount\n      cover {\n        url\n      }\n      designer {\n        ...DesignerLink_designer\n      }\n    }\n  }\n": typeof types.TopRankRow_EntryFragmentDoc,
};
const documents: Documents = {
    "\n  fragment CategoryFilter_category on Category {\n    id\n    icon\n    name {\n      th\n      en\n    }\n    subcategories {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n": types.CategoryFilter_CategoryFragmentDoc,
    "\n  fragment DesignerLink_designer on Designer {\n    id\n    ...DesignerName_designer\n  }\n": types.DesignerLink_DesignerFragmentDoc,
    "\n  fragment DesignerName_designer on Designer {\n    firstName {\n      th\n      en\n    }\n    lastName {\n      th\n      en\n    }\n  }\n": types.DesignerName_DesignerFragmentDoc,
    "\n  query HeaderViewerQuery {\n    viewer {\n      id\n      picture {\n        url\n      }\n      profileId\n      firstName {\n        th\n        en\n      }\n    }\n  }\n": types.HeaderViewerQueryDocument,
    "\n  mutation LogoutMutation {\n    logout {\n      success\n    }\n  }\n": types.LogoutMutationDocument,
    "\n  query HeaderSearchSuggestionsQuery($keyword: String!) {\n    searchDesigners(keyword: $keyword, first: 3) {\n      id\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n    }\n    searchTags(keyword: $keyword, first: 4) {\n      id\n      name\n    }\n    categories {\n      id\n      name {\n        th\n        en\n      }\n    }\n    searchPortfolios(keyword: $keyword, page: 1) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": types.HeaderSearchSuggestionsQueryDocument,
    "\n  fragment PortfolioCard_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n    designer {\n      id\n      ...DesignerName_designer\n    }\n  }\n": types.PortfolioCard_PortfolioFragmentDoc,
    "\n  fragment PortfolioPageGrid_page on PortfolioPage {\n    items {\n      id\n      ...PortfolioCard_portfolio\n    }\n    pageInfo {\n      page\n      lastPage\n      total\n    }\n  }\n": types.PortfolioPageGrid_PageFragmentDoc,
    "\n  query RequireMemberQuery {\n    viewer {\n      id\n    }\n  }\n": types.RequireMemberQueryDocument,
    "\n  fragment SocialLinks_profile on Profile {\n    facebook\n    instagram\n    pinterest\n    website\n  }\n": types.SocialLinks_ProfileFragmentDoc,
    "\n  mutation LoginWithFacebookMutation($accessToken: String!, $rememberMe: Boolean) {\n    loginWithFacebook(accessToken: $accessToken, rememberMe: $rememberMe) {\n      viewer {\n        id\n      }\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n": types.LoginWithFacebookMutationDocument,
    "\n  mutation ForgotPasswordMutation($email: String!) {\n    forgotPassword(email: $email) {\n      ...AccountActionResult_payload\n    }\n  }\n": types.ForgotPasswordMutationDocument,
    "\n  query LoginRouteQuery {\n    viewer {\n      id\n    }\n    facebookAppId\n  }\n": types.LoginRouteQueryDocument,
    "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        id\n      }\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n": types.LoginMutationDocument,
    "\n  query RegisterRouteQuery {\n    viewer {\n      id\n    }\n  }\n": types.RegisterRouteQueryDocument,
    "\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      ...AccountActionResult_payload\n    }\n  }\n": types.RegisterMutationDocument,
    "\n  mutation ResetPasswordMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ...AccountActionResult_payload\n    }\n  }\n": types.ResetPasswordMutationDocument,
    "\n  fragment AccountActionResult_payload on MessagePayload {\n    success\n    message\n    messageCode\n    errors {\n      field\n      message\n      code\n      limit\n    }\n  }\n": types.AccountActionResult_PayloadFragmentDoc,
    "\n  mutation VerifyEmailMutation($token: String!) {\n    verifyEmail(token: $token) {\n      success\n      message\n      messageCode\n    }\n  }\n": types.VerifyEmailMutationDocument,
    "\n  query CategoryListRouteQuery($categoryId: ID, $subcategoryId: ID, $page: Int!) {\n    categories {\n      id\n      ...CategoryFilter_category\n    }\n    portfolios(categoryId: $categoryId, subcategoryId: $subcategoryId, page: $page) {\n      items {\n        id\n        ...PortfolioCard_portfolio\n      }\n      pageInfo {\n        page\n        perPage\n        total\n        lastPage\n        hasNextPage\n      }\n    }\n  }\n": types.CategoryListRouteQueryDocument,
    "\n  mutation SendContactMessageMutation($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n": types.SendContactMessageMutationDocument,
    "\n  fragment CollectionDesigners_designer on Designer {\n    id\n    ...DesignerName_designer\n    position\n    picture {\n      url\n    }\n  }\n": types.CollectionDesigners_DesignerFragmentDoc,
    "\n  query CreatorRouteQuery($categoryId: ID, $page: Int) {\n    collectionCategories {\n      id\n      name {\n        th\n        en\n      }\n      about {\n        th\n        en\n      }\n    }\n    collections(categoryId: $categoryId, page: $page) {\n      items {\n        id\n        name {\n          th\n          en\n        }\n        description {\n          th\n          en\n        }\n        date {\n          th\n          en\n        }\n        cover {\n          url\n        }\n      }\n      pageInfo {\n        page\n        perPage\n        hasNextPage\n      }\n    }\n  }\n": types.CreatorRouteQueryDocument,
    "\n  query SubCuratedRouteQuery($id: ID!, $portfolioPage: Int, $designerPage: Int) {\n    collection(id: $id) {\n      id\n      name {\n        th\n        en\n      }\n      description {\n        th\n        en\n      }\n      date {\n        th\n        en\n      }\n      cover {\n        url\n      }\n      portfolios(page: $portfolioPage) {\n        items {\n          id\n          ...PortfolioCard_portfolio\n        }\n        pageInfo {\n          page\n          perPage\n          hasNextPage\n        }\n      }\n      designers(page: $designerPage) {\n        items {\n          id\n          ...CollectionDesigners_designer\n        }\n        pageInfo {\n          page\n          perPage\n          hasNextPage\n        }\n      }\n    }\n  }\n": types.SubCuratedRouteQueryDocument,
    "\n  fragment DesignerHead_designer on Designer {\n    ...DesignerName_designer\n    position\n    portfolioCount\n    picture {\n      url\n    }\n    profile {\n      id\n      cover {\n        url\n      }\n    }\n  }\n": types.DesignerHead_DesignerFragmentDoc,
    "\n  fragment DesignerHeader_designer on Designer {\n    ...DesignerName_designer\n    firstName {\n      en\n    }\n    lastName {\n      en\n    }\n    position\n    portfolioCount\n    picture {\n      url\n    }\n    profile {\n      id\n      firstNameEn\n      lastNameEn\n      cover {\n        url\n      }\n      ...SocialLinks_profile\n    }\n  }\n": types.DesignerHeader_DesignerFragmentDoc,
    "\n  query DesignerRouteQuery($id: ID!, $categoryId: ID, $subcategoryId: ID, $page: Int!) {\n    designer(id: $id) {\n      id\n      ...DesignerHead_designer\n      ...DesignerHeader_designer\n      portfolios(categoryId: $categoryId, subcategoryId: $subcategoryId, page: $page) {\n        ...PortfolioPageGrid_page\n      }\n    }\n    categories {\n      id\n      ...CategoryFilter_category\n    }\n  }\n": types.DesignerRouteQueryDocument,
    "\n  fragment HighlightTile_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n  }\n": types.HighlightTile_PortfolioFragmentDoc,
    "\n  query HomeRouteQuery {\n    categories {\n      id\n      ...CategoryFilter_category\n    }\n    newPortfolios {\n      id\n      ...HomeTile_portfolio\n    }\n    mostViewedPortfolios {\n      id\n      ...HomeTile_portfolio\n    }\n    highlightedPortfolios {\n      id\n      ...HighlightTile_portfolio\n    }\n    topRank {\n      sort\n      entries(first: 3) {\n        rank\n        ...PodiumPlace_entry\n      }\n    }\n  }\n": types.HomeRouteQueryDocument,
    "\n  fragment HomeTile_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n    designer {\n      id\n      ...DesignerName_designer\n    }\n  }\n": types.HomeTile_PortfolioFragmentDoc,
    "\n  fragment PodiumPlace_entry on TopRankEntry {\n    rank\n    portfolio {\n      id\n      title\n      viewCount\n      cover {\n        url\n      }\n      designer {\n        ...DesignerLink_designer\n      }\n    }\n  }\n": types.PodiumPlace_EntryFragmentDoc,
    "\n  fragment CategoryTiles_category on Category {\n    id\n    name {\n      th\n      en\n    }\n  }\n": types.CategoryTiles_CategoryFragmentDoc,
    "\n  fragment FeaturedDesigners_designer on Designer {\n    id\n    hasProfile\n    position\n    firstName {\n      th\n    }\n    picture {\n      url\n    }\n  }\n": types.FeaturedDesigners_DesignerFragmentDoc,
    "\n  query LandingRouteQuery {\n    viewer {\n      id\n    }\n    categories {\n      id\n      ...CategoryTiles_category\n    }\n    featuredDesigners {\n      id\n      ...FeaturedDesigners_designer\n    }\n  }\n": types.LandingRouteQueryDocument,
    "\n  fragment AboutEducation_profile on Profile {\n    educations {\n      id\n      schoolUniversity\n      classOf\n      degree {\n        id\n        name {\n          th\n          en\n        }\n      }\n    }\n  }\n": types.AboutEducation_ProfileFragmentDoc,
    "\n  fragment AboutWork_profile on Profile {\n    works {\n      id\n      company\n      position\n      city\n      country\n    }\n  }\n": types.AboutWork_ProfileFragmentDoc,
    "\n  fragment AboutPersonal_profile on Profile {\n    firstName {\n      th\n    }\n    lastName {\n      th\n    }\n    firstNameEn\n    lastNameEn\n    brandName\n    profession\n    designType\n    city\n    email\n    mobileNumber\n    domainName\n  }\n": types.AboutPersonal_ProfileFragmentDoc,
    "\n  fragment OwnPortfolioRow_portfolio on Portfolio {\n    id\n    title\n    approvalStatus\n    rejectionReason\n    updatedAt\n    revision {\n      id\n      title\n      approvalStatus\n      rejectionReason\n    }\n    cover {\n      url\n    }\n    category {\n      id\n      name {\n        th\n        en\n      }\n    }\n    subcategory {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n": types.OwnPortfolioRow_PortfolioFragmentDoc,
    "\n  query ProfileAboutRouteQuery {\n    viewer {\n      id\n      profileId\n      ...ProfileHeader_viewer\n      profile {\n        id\n        ...AboutPersonal_profile\n        ...SocialLinks_profile\n        ...AboutEducation_profile\n        ...AboutWork_profile\n      }\n    }\n  }\n": types.ProfileAboutRouteQueryDocument,
    "\n  fragment ProfileHeader_viewer on Viewer {\n    id\n    firstName {\n      th\n      en\n    }\n    lastName {\n      th\n      en\n    }\n    picture {\n      url\n    }\n    profile {\n      id\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n      firstNameEn\n      lastNameEn\n      cover {\n        url\n      }\n      picture {\n        url\n      }\n      works {\n        id\n        position\n      }\n    }\n  }\n": types.ProfileHeader_ViewerFragmentDoc,
    "\n  query ProfilePortfolioRouteQuery($page: Int!) {\n    viewer {\n      id\n      ...ProfileHeader_viewer\n      portfolios(page: $page) {\n        items {\n          id\n          ...OwnPortfolioRow_portfolio\n        }\n        pageInfo {\n          page\n          lastPage\n          total\n        }\n      }\n    }\n    facebookAppId\n  }\n": types.ProfilePortfolioRouteQueryDocument,
    "\n  mutation DeletePortfolioMutation($id: ID!) {\n    deletePortfolio(id: $id) {\n      deletedId\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n": types.DeletePortfolioMutationDocument,
    "\n  query PagesRouteQuery($slug: PageSlug!) {\n    page(slug: $slug) {\n      id\n      slug\n      title {\n        th\n        en\n      }\n      bodyHtml {\n        th\n        en\n      }\n    }\n  }\n": types.PagesRouteQueryDocument,
    "\n  fragment DesignerPanel_designer on Designer {\n    id\n    position\n    picture {\n      url\n    }\n    ...DesignerName_designer\n  }\n": types.DesignerPanel_DesignerFragmentDoc,
    "\n  fragment MoreWork_portfolio on Portfolio {\n    designer {\n      id\n      ...DesignerName_designer\n    }\n    moreByDesigner {\n      id\n      ...PortfolioCard_portfolio\n    }\n    relatedPortfolios {\n      id\n      ...PortfolioCard_portfolio\n    }\n  }\n": types.MoreWork_PortfolioFragmentDoc,
    "\n  query PortfolioDetailRouteQuery($id: ID!) {\n    portfolio(id: $id) {\n      id\n      ...PortfolioHead_portfolio\n      ...PortfolioHeader_portfolio\n      ...PortfolioRichText_portfolio\n      ...PortfolioPictures_portfolio\n      designer {\n        id\n        ...DesignerPanel_designer\n      }\n      ...PortfolioFacts_portfolio\n      ...PortfolioTags_portfolio\n      ...ShareLinks_portfolio\n      ...MoreWork_portfolio\n    }\n  }\n": types.PortfolioDetailRouteQueryDocument,
    "\n  fragment PortfolioFacts_portfolio on Portfolio {\n    publishedAt\n    createdAt\n    viewCount\n    category {\n      id\n      name {\n        th\n        en\n      }\n    }\n    subcategory {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n": types.PortfolioFacts_PortfolioFragmentDoc,
    "\n  fragment PortfolioHead_portfolio on Portfolio {\n    title\n    brief\n    cover {\n      url\n    }\n    shareCover {\n      url\n    }\n    designer {\n      id\n      ...DesignerName_designer\n    }\n  }\n": types.PortfolioHead_PortfolioFragmentDoc,
    "\n  fragment PortfolioHeader_portfolio on Portfolio {\n    title\n    brief\n    category {\n      id\n      name {\n        th\n        en\n      }\n    }\n    subcategory {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n": types.PortfolioHeader_PortfolioFragmentDoc,
    "\n  fragment PortfolioPictures_portfolio on Portfolio {\n    title\n    cover {\n      url\n      width\n      height\n    }\n    images {\n      id\n      caption\n      image {\n        url\n        width\n        height\n      }\n    }\n  }\n": types.PortfolioPictures_PortfolioFragmentDoc,
    "\n  fragment PortfolioRichText_portfolio on Portfolio {\n    detailHtml\n  }\n": types.PortfolioRichText_PortfolioFragmentDoc,
    "\n  fragment PortfolioTags_portfolio on Portfolio {\n    tags {\n      id\n      name\n      type\n    }\n  }\n": types.PortfolioTags_PortfolioFragmentDoc,
    "\n  fragment ShareLinks_portfolio on Portfolio {\n    title\n    pageUrl\n  }\n": types.ShareLinks_PortfolioFragmentDoc,
    "\n  mutation RecordPortfolioViewMutation($id: ID!) {\n    recordPortfolioView(id: $id) {\n      viewCount\n      errors {\n        message\n      }\n    }\n  }\n": types.RecordPortfolioViewMutationDocument,
    "\n  fragment CategorySelects_category on Category {\n    id\n    name {\n      th\n      en\n    }\n    subcategories {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n": types.CategorySelects_CategoryFragmentDoc,
    "\n  query PortfolioEditorRouteQuery($id: ID!, $editing: Boolean!) {\n    viewer {\n      id\n    }\n    uploadLimits {\n      maxBytes\n      maxMegabytes\n      acceptedTypes\n      cover {\n        width\n        height\n      }\n      shareImage {\n        width\n        height\n      }\n    }\n    categories {\n      id\n      ...CategorySelects_category\n    }\n    normalTags: tags(type: NORMAL) {\n      id\n      name\n    }\n    awardTags: tags(type: AWARD) {\n      id\n      name\n    }\n    portfolio(id: $id) @include(if: $editing) {\n      id\n      title\n      designer {\n        id\n      }\n      approvalStatus\n      ...PortfolioForm_portfolio\n      # The member's edit waiting on an approved portfolio: the form starts from it.\n      revision {\n        id\n        ...PortfolioForm_portfolio\n      }\n    }\n  }\n": types.PortfolioEditorRouteQueryDocument,
    "\n  fragment PortfolioForm_portfolio on Portfolio {\n    id\n    title\n    brief\n    detailHtml\n    category {\n      id\n    }\n    subcategory {\n      id\n    }\n    cover {\n      url\n      fileName\n    }\n    shareCover {\n      url\n      fileName\n    }\n    images {\n      id\n      caption\n      image {\n        url\n        fileName\n      }\n    }\n    tags {\n      id\n      type\n    }\n  }\n": types.PortfolioForm_PortfolioFragmentDoc,
    "\n  fragment PortfolioSaveResult_payload on PortfolioPayload {\n    portfolio {\n      id\n      approvalStatus\n      ...PortfolioForm_portfolio\n    }\n    message\n    errors {\n      field\n      message\n      code\n      limit\n    }\n  }\n": types.PortfolioSaveResult_PayloadFragmentDoc,
    "\n  mutation CreatePortfolioMutation($input: PortfolioInput!) {\n    createPortfolio(input: $input) {\n      ...PortfolioSaveResult_payload\n    }\n  }\n": types.CreatePortfolioMutationDocument,
    "\n  mutation UpdatePortfolioMutation($id: ID!, $input: PortfolioInput!) {\n    updatePortfolio(id: $id, input: $input) {\n      ...PortfolioSaveResult_payload\n    }\n  }\n": types.UpdatePortfolioMutationDocument,
    "\n  mutation CreateTagMutation($name: String!, $type: TagType) {\n    createTag(name: $name, type: $type) {\n      status\n      tag {\n        id\n        name\n        type\n      }\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n": types.CreateTagMutationDocument,
    "\n  query ProfileEditorDomainNameQuery($domainName: String!) {\n    domainNameAvailability(domainName: $domainName) {\n      available\n      message\n      messageCode\n    }\n  }\n": types.ProfileEditorDomainNameQueryDocument,
    "\n  fragment EducationSection_profile on Profile {\n    id\n    educations {\n      id\n      number\n      schoolUniversity\n      degree {\n        id\n      }\n      classOf\n    }\n  }\n": types.EducationSection_ProfileFragmentDoc,
    "\n  fragment EducationSection_degree on Degree {\n    id\n    name {\n      th\n      en\n    }\n  }\n": types.EducationSection_DegreeFragmentDoc,
    "\n  mutation UpdateEducationsMutation($profileId: ID!, $educations: [EducationInput!]!) {\n    updateEducations(profileId: $profileId, educations: $educations) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...EducationSection_profile\n      }\n    }\n  }\n": types.UpdateEducationsMutationDocument,
    "\n  fragment PersonalForm_profile on Profile {\n    id\n    firstName {\n      th\n      en\n    }\n    lastName {\n      th\n      en\n    }\n    firstNameEn\n    lastNameEn\n    city\n    brandName\n    profession\n    designType\n    email\n    mobileNumber\n    website\n    domainName\n    facebook\n    instagram\n    pinterest\n    picture {\n      url\n      fileName\n    }\n    cover {\n      url\n      fileName\n    }\n  }\n": types.PersonalForm_ProfileFragmentDoc,
    "\n  fragment PortfolioTable_page on PortfolioPage {\n    items {\n      id\n      title\n      approvalStatus\n      cover {\n        url\n      }\n    }\n    pageInfo {\n      page\n      lastPage\n      total\n    }\n  }\n": types.PortfolioTable_PageFragmentDoc,
    "\n  query ProfileEditorRouteQuery($page: Int!) {\n    viewer {\n      id\n      email\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n      profileId\n      profile {\n        id\n        educations {\n          id\n        }\n        works {\n          id\n        }\n        ...PersonalForm_profile\n        ...EducationSection_profile\n        ...WorkSection_profile\n      }\n      portfolios(page: $page) {\n        pageInfo {\n          total\n        }\n        ...PortfolioTable_page\n      }\n    }\n    degrees {\n      ...EducationSection_degree\n    }\n    uploadLimits {\n      maxBytes\n      maxMegabytes\n      acceptedTypes\n    }\n  }\n": types.ProfileEditorRouteQueryDocument,
    "\n  mutation CreateProfileMutation($input: ProfileInput!) {\n    createProfile(input: $input) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...PersonalForm_profile\n        ...EducationSection_profile\n        ...WorkSection_profile\n      }\n    }\n  }\n": types.CreateProfileMutationDocument,
    "\n  mutation UpdateProfileMutation($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...PersonalForm_profile\n      }\n    }\n  }\n": types.UpdateProfileMutationDocument,
    "\n  fragment WorkSection_profile on Profile {\n    id\n    works {\n      id\n      number\n      company\n      position\n      city\n      country\n    }\n  }\n": types.WorkSection_ProfileFragmentDoc,
    "\n  mutation UpdateWorksMutation($profileId: ID!, $works: [WorkInput!]!) {\n    updateWorks(profileId: $profileId, works: $works) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...WorkSection_profile\n      }\n    }\n  }\n": types.UpdateWorksMutationDocument,
    "\n  fragment SearchMatches_designer on Designer {\n    id\n    ...DesignerName_designer\n    picture {\n      url\n    }\n    portfolioCount\n  }\n": types.SearchMatches_DesignerFragmentDoc,
    "\n  fragment SearchMatches_tag on Tag {\n    id\n    name\n    type\n    portfolioCount\n  }\n": types.SearchMatches_TagFragmentDoc,
    "\n  query SearchRouteQuery($keyword: String!, $page: Int!) {\n    searchDesigners(keyword: $keyword, first: 8) {\n      id\n      ...SearchMatches_designer\n    }\n    searchTags(keyword: $keyword, first: 10) {\n      id\n      ...SearchMatches_tag\n    }\n    searchPortfolios(keyword: $keyword, page: $page) {\n      pageInfo {\n        total\n      }\n      ...PortfolioPageGrid_page\n    }\n  }\n": types.SearchRouteQueryDocument,
    "\n  query TagRouteQuery($name: String!, $page: Int!) {\n    tag(name: $name) {\n      id\n      name\n      type\n      portfolios(page: $page) {\n        ...PortfolioPageGrid_page\n      }\n    }\n  }\n": types.TagRouteQueryDocument,
    "\n  query TopRankRouteQuery($sort: SortOrder!) {\n    topRank(sort: $sort) {\n      sort\n      entries {\n        rank\n        ...TopRankRow_entry\n      }\n    }\n  }\n": types.TopRankRouteQueryDocument,
    "\n  fragment TopRankRow_entry on TopRankEntry {\n    rank\n    portfolio {\n      id\n      title\n      viewCount\n      cover {\n        url\n      }\n      designer {\n        ...DesignerLink_designer\n      }\n    }\n  }\n": types.TopRankRow_EntryFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryFilter_category on Category {\n    id\n    icon\n    name {\n      th\n      en\n    }\n    subcategories {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryFilter_category on Category {\n    id\n    icon\n    name {\n      th\n      en\n    }\n    subcategories {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DesignerLink_designer on Designer {\n    id\n    ...DesignerName_designer\n  }\n"): (typeof documents)["\n  fragment DesignerLink_designer on Designer {\n    id\n    ...DesignerName_designer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DesignerName_designer on Designer {\n    firstName {\n      th\n      en\n    }\n    lastName {\n      th\n      en\n    }\n  }\n"): (typeof documents)["\n  fragment DesignerName_designer on Designer {\n    firstName {\n      th\n      en\n    }\n    lastName {\n      th\n      en\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderViewerQuery {\n    viewer {\n      id\n      picture {\n        url\n      }\n      profileId\n      firstName {\n        th\n        en\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeaderViewerQuery {\n    viewer {\n      id\n      picture {\n        url\n      }\n      profileId\n      firstName {\n        th\n        en\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutMutation {\n    logout {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation LogoutMutation {\n    logout {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderSearchSuggestionsQuery($keyword: String!) {\n    searchDesigners(keyword: $keyword, first: 3) {\n      id\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n    }\n    searchTags(keyword: $keyword, first: 4) {\n      id\n      name\n    }\n    categories {\n      id\n      name {\n        th\n        en\n      }\n    }\n    searchPortfolios(keyword: $keyword, page: 1) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeaderSearchSuggestionsQuery($keyword: String!) {\n    searchDesigners(keyword: $keyword, first: 3) {\n      id\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n    }\n    searchTags(keyword: $keyword, first: 4) {\n      id\n      name\n    }\n    categories {\n      id\n      name {\n        th\n        en\n      }\n    }\n    searchPortfolios(keyword: $keyword, page: 1) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortfolioCard_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n    designer {\n      id\n      ...DesignerName_designer\n    }\n  }\n"): (typeof documents)["\n  fragment PortfolioCard_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n    designer {\n      id\n      ...DesignerName_designer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortfolioPageGrid_page on PortfolioPage {\n    items {\n      id\n      ...PortfolioCard_portfolio\n    }\n    pageInfo {\n      page\n      lastPage\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment PortfolioPageGrid_page on PortfolioPage {\n    items {\n      id\n      ...PortfolioCard_portfolio\n    }\n    pageInfo {\n      page\n      lastPage\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequireMemberQuery {\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query RequireMemberQuery {\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SocialLinks_profile on Profile {\n    facebook\n    instagram\n    pinterest\n    website\n  }\n"): (typeof documents)["\n  fragment SocialLinks_profile on Profile {\n    facebook\n    instagram\n    pinterest\n    website\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithFacebookMutation($accessToken: String!, $rememberMe: Boolean) {\n    loginWithFacebook(accessToken: $accessToken, rememberMe: $rememberMe) {\n      viewer {\n        id\n      }\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithFacebookMutation($accessToken: String!, $rememberMe: Boolean) {\n    loginWithFacebook(accessToken: $accessToken, rememberMe: $rememberMe) {\n      viewer {\n        id\n      }\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ForgotPasswordMutation($email: String!) {\n    forgotPassword(email: $email) {\n      ...AccountActionResult_payload\n    }\n  }\n"): (typeof documents)["\n  mutation ForgotPasswordMutation($email: String!) {\n    forgotPassword(email: $email) {\n      ...AccountActionResult_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoginRouteQuery {\n    viewer {\n      id\n    }\n    facebookAppId\n  }\n"): (typeof documents)["\n  query LoginRouteQuery {\n    viewer {\n      id\n    }\n    facebookAppId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        id\n      }\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoginMutation($input: LoginInput!) {\n    login(input: $input) {\n      viewer {\n        id\n      }\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterRouteQuery {\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query RegisterRouteQuery {\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      ...AccountActionResult_payload\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterMutation($input: RegisterInput!) {\n    register(input: $input) {\n      ...AccountActionResult_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPasswordMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ...AccountActionResult_payload\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPasswordMutation($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      ...AccountActionResult_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountActionResult_payload on MessagePayload {\n    success\n    message\n    messageCode\n    errors {\n      field\n      message\n      code\n      limit\n    }\n  }\n"): (typeof documents)["\n  fragment AccountActionResult_payload on MessagePayload {\n    success\n    message\n    messageCode\n    errors {\n      field\n      message\n      code\n      limit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmailMutation($token: String!) {\n    verifyEmail(token: $token) {\n      success\n      message\n      messageCode\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmailMutation($token: String!) {\n    verifyEmail(token: $token) {\n      success\n      message\n      messageCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryListRouteQuery($categoryId: ID, $subcategoryId: ID, $page: Int!) {\n    categories {\n      id\n      ...CategoryFilter_category\n    }\n    portfolios(categoryId: $categoryId, subcategoryId: $subcategoryId, page: $page) {\n      items {\n        id\n        ...PortfolioCard_portfolio\n      }\n      pageInfo {\n        page\n        perPage\n        total\n        lastPage\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query CategoryListRouteQuery($categoryId: ID, $subcategoryId: ID, $page: Int!) {\n    categories {\n      id\n      ...CategoryFilter_category\n    }\n    portfolios(categoryId: $categoryId, subcategoryId: $subcategoryId, page: $page) {\n      items {\n        id\n        ...PortfolioCard_portfolio\n      }\n      pageInfo {\n        page\n        perPage\n        total\n        lastPage\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessageMutation($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessageMutation($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      sent\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CollectionDesigners_designer on Designer {\n    id\n    ...DesignerName_designer\n    position\n    picture {\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment CollectionDesigners_designer on Designer {\n    id\n    ...DesignerName_designer\n    position\n    picture {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorRouteQuery($categoryId: ID, $page: Int) {\n    collectionCategories {\n      id\n      name {\n        th\n        en\n      }\n      about {\n        th\n        en\n      }\n    }\n    collections(categoryId: $categoryId, page: $page) {\n      items {\n        id\n        name {\n          th\n          en\n        }\n        description {\n          th\n          en\n        }\n        date {\n          th\n          en\n        }\n        cover {\n          url\n        }\n      }\n      pageInfo {\n        page\n        perPage\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreatorRouteQuery($categoryId: ID, $page: Int) {\n    collectionCategories {\n      id\n      name {\n        th\n        en\n      }\n      about {\n        th\n        en\n      }\n    }\n    collections(categoryId: $categoryId, page: $page) {\n      items {\n        id\n        name {\n          th\n          en\n        }\n        description {\n          th\n          en\n        }\n        date {\n          th\n          en\n        }\n        cover {\n          url\n        }\n      }\n      pageInfo {\n        page\n        perPage\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubCuratedRouteQuery($id: ID!, $portfolioPage: Int, $designerPage: Int) {\n    collection(id: $id) {\n      id\n      name {\n        th\n        en\n      }\n      description {\n        th\n        en\n      }\n      date {\n        th\n        en\n      }\n      cover {\n        url\n      }\n      portfolios(page: $portfolioPage) {\n        items {\n          id\n          ...PortfolioCard_portfolio\n        }\n        pageInfo {\n          page\n          perPage\n          hasNextPage\n        }\n      }\n      designers(page: $designerPage) {\n        items {\n          id\n          ...CollectionDesigners_designer\n        }\n        pageInfo {\n          page\n          perPage\n          hasNextPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubCuratedRouteQuery($id: ID!, $portfolioPage: Int, $designerPage: Int) {\n    collection(id: $id) {\n      id\n      name {\n        th\n        en\n      }\n      description {\n        th\n        en\n      }\n      date {\n        th\n        en\n      }\n      cover {\n        url\n      }\n      portfolios(page: $portfolioPage) {\n        items {\n          id\n          ...PortfolioCard_portfolio\n        }\n        pageInfo {\n          page\n          perPage\n          hasNextPage\n        }\n      }\n      designers(page: $designerPage) {\n        items {\n          id\n          ...CollectionDesigners_designer\n        }\n        pageInfo {\n          page\n          perPage\n          hasNextPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DesignerHead_designer on Designer {\n    ...DesignerName_designer\n    position\n    portfolioCount\n    picture {\n      url\n    }\n    profile {\n      id\n      cover {\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DesignerHead_designer on Designer {\n    ...DesignerName_designer\n    position\n    portfolioCount\n    picture {\n      url\n    }\n    profile {\n      id\n      cover {\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DesignerHeader_designer on Designer {\n    ...DesignerName_designer\n    firstName {\n      en\n    }\n    lastName {\n      en\n    }\n    position\n    portfolioCount\n    picture {\n      url\n    }\n    profile {\n      id\n      firstNameEn\n      lastNameEn\n      cover {\n        url\n      }\n      ...SocialLinks_profile\n    }\n  }\n"): (typeof documents)["\n  fragment DesignerHeader_designer on Designer {\n    ...DesignerName_designer\n    firstName {\n      en\n    }\n    lastName {\n      en\n    }\n    position\n    portfolioCount\n    picture {\n      url\n    }\n    profile {\n      id\n      firstNameEn\n      lastNameEn\n      cover {\n        url\n      }\n      ...SocialLinks_profile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesignerRouteQuery($id: ID!, $categoryId: ID, $subcategoryId: ID, $page: Int!) {\n    designer(id: $id) {\n      id\n      ...DesignerHead_designer\n      ...DesignerHeader_designer\n      portfolios(categoryId: $categoryId, subcategoryId: $subcategoryId, page: $page) {\n        ...PortfolioPageGrid_page\n      }\n    }\n    categories {\n      id\n      ...CategoryFilter_category\n    }\n  }\n"): (typeof documents)["\n  query DesignerRouteQuery($id: ID!, $categoryId: ID, $subcategoryId: ID, $page: Int!) {\n    designer(id: $id) {\n      id\n      ...DesignerHead_designer\n      ...DesignerHeader_designer\n      portfolios(categoryId: $categoryId, subcategoryId: $subcategoryId, page: $page) {\n        ...PortfolioPageGrid_page\n      }\n    }\n    categories {\n      id\n      ...CategoryFilter_category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HighlightTile_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment HighlightTile_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRouteQuery {\n    categories {\n      id\n      ...CategoryFilter_category\n    }\n    newPortfolios {\n      id\n      ...HomeTile_portfolio\n    }\n    mostViewedPortfolios {\n      id\n      ...HomeTile_portfolio\n    }\n    highlightedPortfolios {\n      id\n      ...HighlightTile_portfolio\n    }\n    topRank {\n      sort\n      entries(first: 3) {\n        rank\n        ...PodiumPlace_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeRouteQuery {\n    categories {\n      id\n      ...CategoryFilter_category\n    }\n    newPortfolios {\n      id\n      ...HomeTile_portfolio\n    }\n    mostViewedPortfolios {\n      id\n      ...HomeTile_portfolio\n    }\n    highlightedPortfolios {\n      id\n      ...HighlightTile_portfolio\n    }\n    topRank {\n      sort\n      entries(first: 3) {\n        rank\n        ...PodiumPlace_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeTile_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n    designer {\n      id\n      ...DesignerName_designer\n    }\n  }\n"): (typeof documents)["\n  fragment HomeTile_portfolio on Portfolio {\n    id\n    title\n    cover {\n      url\n    }\n    designer {\n      id\n      ...DesignerName_designer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PodiumPlace_entry on TopRankEntry {\n    rank\n    portfolio {\n      id\n      title\n      viewCount\n      cover {\n        url\n      }\n      designer {\n        ...DesignerLink_designer\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PodiumPlace_entry on TopRankEntry {\n    rank\n    portfolio {\n      id\n      title\n      viewCount\n      cover {\n        url\n      }\n      designer {\n        ...DesignerLink_designer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryTiles_category on Category {\n    id\n    name {\n      th\n      en\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryTiles_category on Category {\n    id\n    name {\n      th\n      en\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeaturedDesigners_designer on Designer {\n    id\n    hasProfile\n    position\n    firstName {\n      th\n    }\n    picture {\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment FeaturedDesigners_designer on Designer {\n    id\n    hasProfile\n    position\n    firstName {\n      th\n    }\n    picture {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LandingRouteQuery {\n    viewer {\n      id\n    }\n    categories {\n      id\n      ...CategoryTiles_category\n    }\n    featuredDesigners {\n      id\n      ...FeaturedDesigners_designer\n    }\n  }\n"): (typeof documents)["\n  query LandingRouteQuery {\n    viewer {\n      id\n    }\n    categories {\n      id\n      ...CategoryTiles_category\n    }\n    featuredDesigners {\n      id\n      ...FeaturedDesigners_designer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AboutEducation_profile on Profile {\n    educations {\n      id\n      schoolUniversity\n      classOf\n      degree {\n        id\n        name {\n          th\n          en\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AboutEducation_profile on Profile {\n    educations {\n      id\n      schoolUniversity\n      classOf\n      degree {\n        id\n        name {\n          th\n          en\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AboutWork_profile on Profile {\n    works {\n      id\n      company\n      position\n      city\n      country\n    }\n  }\n"): (typeof documents)["\n  fragment AboutWork_profile on Profile {\n    works {\n      id\n      company\n      position\n      city\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AboutPersonal_profile on Profile {\n    firstName {\n      th\n    }\n    lastName {\n      th\n    }\n    firstNameEn\n    lastNameEn\n    brandName\n    profession\n    designType\n    city\n    email\n    mobileNumber\n    domainName\n  }\n"): (typeof documents)["\n  fragment AboutPersonal_profile on Profile {\n    firstName {\n      th\n    }\n    lastName {\n      th\n    }\n    firstNameEn\n    lastNameEn\n    brandName\n    profession\n    designType\n    city\n    email\n    mobileNumber\n    domainName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OwnPortfolioRow_portfolio on Portfolio {\n    id\n    title\n    approvalStatus\n    rejectionReason\n    updatedAt\n    revision {\n      id\n      title\n      approvalStatus\n      rejectionReason\n    }\n    cover {\n      url\n    }\n    category {\n      id\n      name {\n        th\n        en\n      }\n    }\n    subcategory {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OwnPortfolioRow_portfolio on Portfolio {\n    id\n    title\n    approvalStatus\n    rejectionReason\n    updatedAt\n    revision {\n      id\n      title\n      approvalStatus\n      rejectionReason\n    }\n    cover {\n      url\n    }\n    category {\n      id\n      name {\n        th\n        en\n      }\n    }\n    subcategory {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileAboutRouteQuery {\n    viewer {\n      id\n      profileId\n      ...ProfileHeader_viewer\n      profile {\n        id\n        ...AboutPersonal_profile\n        ...SocialLinks_profile\n        ...AboutEducation_profile\n        ...AboutWork_profile\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfileAboutRouteQuery {\n    viewer {\n      id\n      profileId\n      ...ProfileHeader_viewer\n      profile {\n        id\n        ...AboutPersonal_profile\n        ...SocialLinks_profile\n        ...AboutEducation_profile\n        ...AboutWork_profile\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileHeader_viewer on Viewer {\n    id\n    firstName {\n      th\n      en\n    }\n    lastName {\n      th\n      en\n    }\n    picture {\n      url\n    }\n    profile {\n      id\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n      firstNameEn\n      lastNameEn\n      cover {\n        url\n      }\n      picture {\n        url\n      }\n      works {\n        id\n        position\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProfileHeader_viewer on Viewer {\n    id\n    firstName {\n      th\n      en\n    }\n    lastName {\n      th\n      en\n    }\n    picture {\n      url\n    }\n    profile {\n      id\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n      firstNameEn\n      lastNameEn\n      cover {\n        url\n      }\n      picture {\n        url\n      }\n      works {\n        id\n        position\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePortfolioRouteQuery($page: Int!) {\n    viewer {\n      id\n      ...ProfileHeader_viewer\n      portfolios(page: $page) {\n        items {\n          id\n          ...OwnPortfolioRow_portfolio\n        }\n        pageInfo {\n          page\n          lastPage\n          total\n        }\n      }\n    }\n    facebookAppId\n  }\n"): (typeof documents)["\n  query ProfilePortfolioRouteQuery($page: Int!) {\n    viewer {\n      id\n      ...ProfileHeader_viewer\n      portfolios(page: $page) {\n        items {\n          id\n          ...OwnPortfolioRow_portfolio\n        }\n        pageInfo {\n          page\n          lastPage\n          total\n        }\n      }\n    }\n    facebookAppId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePortfolioMutation($id: ID!) {\n    deletePortfolio(id: $id) {\n      deletedId\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePortfolioMutation($id: ID!) {\n    deletePortfolio(id: $id) {\n      deletedId\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PagesRouteQuery($slug: PageSlug!) {\n    page(slug: $slug) {\n      id\n      slug\n      title {\n        th\n        en\n      }\n      bodyHtml {\n        th\n        en\n      }\n    }\n  }\n"): (typeof documents)["\n  query PagesRouteQuery($slug: PageSlug!) {\n    page(slug: $slug) {\n      id\n      slug\n      title {\n        th\n        en\n      }\n      bodyHtml {\n        th\n        en\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DesignerPanel_designer on Designer {\n    id\n    position\n    picture {\n      url\n    }\n    ...DesignerName_designer\n  }\n"): (typeof documents)["\n  fragment DesignerPanel_designer on Designer {\n    id\n    position\n    picture {\n      url\n    }\n    ...DesignerName_designer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MoreWork_portfolio on Portfolio {\n    designer {\n      id\n      ...DesignerName_designer\n    }\n    moreByDesigner {\n      id\n      ...PortfolioCard_portfolio\n    }\n    relatedPortfolios {\n      id\n      ...PortfolioCard_portfolio\n    }\n  }\n"): (typeof documents)["\n  fragment MoreWork_portfolio on Portfolio {\n    designer {\n      id\n      ...DesignerName_designer\n    }\n    moreByDesigner {\n      id\n      ...PortfolioCard_portfolio\n    }\n    relatedPortfolios {\n      id\n      ...PortfolioCard_portfolio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortfolioDetailRouteQuery($id: ID!) {\n    portfolio(id: $id) {\n      id\n      ...PortfolioHead_portfolio\n      ...PortfolioHeader_portfolio\n      ...PortfolioRichText_portfolio\n      ...PortfolioPictures_portfolio\n      designer {\n        id\n        ...DesignerPanel_designer\n      }\n      ...PortfolioFacts_portfolio\n      ...PortfolioTags_portfolio\n      ...ShareLinks_portfolio\n      ...MoreWork_portfolio\n    }\n  }\n"): (typeof documents)["\n  query PortfolioDetailRouteQuery($id: ID!) {\n    portfolio(id: $id) {\n      id\n      ...PortfolioHead_portfolio\n      ...PortfolioHeader_portfolio\n      ...PortfolioRichText_portfolio\n      ...PortfolioPictures_portfolio\n      designer {\n        id\n        ...DesignerPanel_designer\n      }\n      ...PortfolioFacts_portfolio\n      ...PortfolioTags_portfolio\n      ...ShareLinks_portfolio\n      ...MoreWork_portfolio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortfolioFacts_portfolio on Portfolio {\n    publishedAt\n    createdAt\n    viewCount\n    category {\n      id\n      name {\n        th\n        en\n      }\n    }\n    subcategory {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PortfolioFacts_portfolio on Portfolio {\n    publishedAt\n    createdAt\n    viewCount\n    category {\n      id\n      name {\n        th\n        en\n      }\n    }\n    subcategory {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortfolioHead_portfolio on Portfolio {\n    title\n    brief\n    cover {\n      url\n    }\n    shareCover {\n      url\n    }\n    designer {\n      id\n      ...DesignerName_designer\n    }\n  }\n"): (typeof documents)["\n  fragment PortfolioHead_portfolio on Portfolio {\n    title\n    brief\n    cover {\n      url\n    }\n    shareCover {\n      url\n    }\n    designer {\n      id\n      ...DesignerName_designer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortfolioHeader_portfolio on Portfolio {\n    title\n    brief\n    category {\n      id\n      name {\n        th\n        en\n      }\n    }\n    subcategory {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PortfolioHeader_portfolio on Portfolio {\n    title\n    brief\n    category {\n      id\n      name {\n        th\n        en\n      }\n    }\n    subcategory {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortfolioPictures_portfolio on Portfolio {\n    title\n    cover {\n      url\n      width\n      height\n    }\n    images {\n      id\n      caption\n      image {\n        url\n        width\n        height\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PortfolioPictures_portfolio on Portfolio {\n    title\n    cover {\n      url\n      width\n      height\n    }\n    images {\n      id\n      caption\n      image {\n        url\n        width\n        height\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortfolioRichText_portfolio on Portfolio {\n    detailHtml\n  }\n"): (typeof documents)["\n  fragment PortfolioRichText_portfolio on Portfolio {\n    detailHtml\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortfolioTags_portfolio on Portfolio {\n    tags {\n      id\n      name\n      type\n    }\n  }\n"): (typeof documents)["\n  fragment PortfolioTags_portfolio on Portfolio {\n    tags {\n      id\n      name\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShareLinks_portfolio on Portfolio {\n    title\n    pageUrl\n  }\n"): (typeof documents)["\n  fragment ShareLinks_portfolio on Portfolio {\n    title\n    pageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPortfolioViewMutation($id: ID!) {\n    recordPortfolioView(id: $id) {\n      viewCount\n      errors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecordPortfolioViewMutation($id: ID!) {\n    recordPortfolioView(id: $id) {\n      viewCount\n      errors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategorySelects_category on Category {\n    id\n    name {\n      th\n      en\n    }\n    subcategories {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CategorySelects_category on Category {\n    id\n    name {\n      th\n      en\n    }\n    subcategories {\n      id\n      name {\n        th\n        en\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortfolioEditorRouteQuery($id: ID!, $editing: Boolean!) {\n    viewer {\n      id\n    }\n    uploadLimits {\n      maxBytes\n      maxMegabytes\n      acceptedTypes\n      cover {\n        width\n        height\n      }\n      shareImage {\n        width\n        height\n      }\n    }\n    categories {\n      id\n      ...CategorySelects_category\n    }\n    normalTags: tags(type: NORMAL) {\n      id\n      name\n    }\n    awardTags: tags(type: AWARD) {\n      id\n      name\n    }\n    portfolio(id: $id) @include(if: $editing) {\n      id\n      title\n      designer {\n        id\n      }\n      approvalStatus\n      ...PortfolioForm_portfolio\n      # The member's edit waiting on an approved portfolio: the form starts from it.\n      revision {\n        id\n        ...PortfolioForm_portfolio\n      }\n    }\n  }\n"): (typeof documents)["\n  query PortfolioEditorRouteQuery($id: ID!, $editing: Boolean!) {\n    viewer {\n      id\n    }\n    uploadLimits {\n      maxBytes\n      maxMegabytes\n      acceptedTypes\n      cover {\n        width\n        height\n      }\n      shareImage {\n        width\n        height\n      }\n    }\n    categories {\n      id\n      ...CategorySelects_category\n    }\n    normalTags: tags(type: NORMAL) {\n      id\n      name\n    }\n    awardTags: tags(type: AWARD) {\n      id\n      name\n    }\n    portfolio(id: $id) @include(if: $editing) {\n      id\n      title\n      designer {\n        id\n      }\n      approvalStatus\n      ...PortfolioForm_portfolio\n      # The member's edit waiting on an approved portfolio: the form starts from it.\n      revision {\n        id\n        ...PortfolioForm_portfolio\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortfolioForm_portfolio on Portfolio {\n    id\n    title\n    brief\n    detailHtml\n    category {\n      id\n    }\n    subcategory {\n      id\n    }\n    cover {\n      url\n      fileName\n    }\n    shareCover {\n      url\n      fileName\n    }\n    images {\n      id\n      caption\n      image {\n        url\n        fileName\n      }\n    }\n    tags {\n      id\n      type\n    }\n  }\n"): (typeof documents)["\n  fragment PortfolioForm_portfolio on Portfolio {\n    id\n    title\n    brief\n    detailHtml\n    category {\n      id\n    }\n    subcategory {\n      id\n    }\n    cover {\n      url\n      fileName\n    }\n    shareCover {\n      url\n      fileName\n    }\n    images {\n      id\n      caption\n      image {\n        url\n        fileName\n      }\n    }\n    tags {\n      id\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortfolioSaveResult_payload on PortfolioPayload {\n    portfolio {\n      id\n      approvalStatus\n      ...PortfolioForm_portfolio\n    }\n    message\n    errors {\n      field\n      message\n      code\n      limit\n    }\n  }\n"): (typeof documents)["\n  fragment PortfolioSaveResult_payload on PortfolioPayload {\n    portfolio {\n      id\n      approvalStatus\n      ...PortfolioForm_portfolio\n    }\n    message\n    errors {\n      field\n      message\n      code\n      limit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePortfolioMutation($input: PortfolioInput!) {\n    createPortfolio(input: $input) {\n      ...PortfolioSaveResult_payload\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePortfolioMutation($input: PortfolioInput!) {\n    createPortfolio(input: $input) {\n      ...PortfolioSaveResult_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePortfolioMutation($id: ID!, $input: PortfolioInput!) {\n    updatePortfolio(id: $id, input: $input) {\n      ...PortfolioSaveResult_payload\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePortfolioMutation($id: ID!, $input: PortfolioInput!) {\n    updatePortfolio(id: $id, input: $input) {\n      ...PortfolioSaveResult_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTagMutation($name: String!, $type: TagType) {\n    createTag(name: $name, type: $type) {\n      status\n      tag {\n        id\n        name\n        type\n      }\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTagMutation($name: String!, $type: TagType) {\n    createTag(name: $name, type: $type) {\n      status\n      tag {\n        id\n        name\n        type\n      }\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileEditorDomainNameQuery($domainName: String!) {\n    domainNameAvailability(domainName: $domainName) {\n      available\n      message\n      messageCode\n    }\n  }\n"): (typeof documents)["\n  query ProfileEditorDomainNameQuery($domainName: String!) {\n    domainNameAvailability(domainName: $domainName) {\n      available\n      message\n      messageCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EducationSection_profile on Profile {\n    id\n    educations {\n      id\n      number\n      schoolUniversity\n      degree {\n        id\n      }\n      classOf\n    }\n  }\n"): (typeof documents)["\n  fragment EducationSection_profile on Profile {\n    id\n    educations {\n      id\n      number\n      schoolUniversity\n      degree {\n        id\n      }\n      classOf\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EducationSection_degree on Degree {\n    id\n    name {\n      th\n      en\n    }\n  }\n"): (typeof documents)["\n  fragment EducationSection_degree on Degree {\n    id\n    name {\n      th\n      en\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEducationsMutation($profileId: ID!, $educations: [EducationInput!]!) {\n    updateEducations(profileId: $profileId, educations: $educations) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...EducationSection_profile\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEducationsMutation($profileId: ID!, $educations: [EducationInput!]!) {\n    updateEducations(profileId: $profileId, educations: $educations) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...EducationSection_profile\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonalForm_profile on Profile {\n    id\n    firstName {\n      th\n      en\n    }\n    lastName {\n      th\n      en\n    }\n    firstNameEn\n    lastNameEn\n    city\n    brandName\n    profession\n    designType\n    email\n    mobileNumber\n    website\n    domainName\n    facebook\n    instagram\n    pinterest\n    picture {\n      url\n      fileName\n    }\n    cover {\n      url\n      fileName\n    }\n  }\n"): (typeof documents)["\n  fragment PersonalForm_profile on Profile {\n    id\n    firstName {\n      th\n      en\n    }\n    lastName {\n      th\n      en\n    }\n    firstNameEn\n    lastNameEn\n    city\n    brandName\n    profession\n    designType\n    email\n    mobileNumber\n    website\n    domainName\n    facebook\n    instagram\n    pinterest\n    picture {\n      url\n      fileName\n    }\n    cover {\n      url\n      fileName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PortfolioTable_page on PortfolioPage {\n    items {\n      id\n      title\n      approvalStatus\n      cover {\n        url\n      }\n    }\n    pageInfo {\n      page\n      lastPage\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment PortfolioTable_page on PortfolioPage {\n    items {\n      id\n      title\n      approvalStatus\n      cover {\n        url\n      }\n    }\n    pageInfo {\n      page\n      lastPage\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileEditorRouteQuery($page: Int!) {\n    viewer {\n      id\n      email\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n      profileId\n      profile {\n        id\n        educations {\n          id\n        }\n        works {\n          id\n        }\n        ...PersonalForm_profile\n        ...EducationSection_profile\n        ...WorkSection_profile\n      }\n      portfolios(page: $page) {\n        pageInfo {\n          total\n        }\n        ...PortfolioTable_page\n      }\n    }\n    degrees {\n      ...EducationSection_degree\n    }\n    uploadLimits {\n      maxBytes\n      maxMegabytes\n      acceptedTypes\n    }\n  }\n"): (typeof documents)["\n  query ProfileEditorRouteQuery($page: Int!) {\n    viewer {\n      id\n      email\n      firstName {\n        th\n        en\n      }\n      lastName {\n        th\n        en\n      }\n      profileId\n      profile {\n        id\n        educations {\n          id\n        }\n        works {\n          id\n        }\n        ...PersonalForm_profile\n        ...EducationSection_profile\n        ...WorkSection_profile\n      }\n      portfolios(page: $page) {\n        pageInfo {\n          total\n        }\n        ...PortfolioTable_page\n      }\n    }\n    degrees {\n      ...EducationSection_degree\n    }\n    uploadLimits {\n      maxBytes\n      maxMegabytes\n      acceptedTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProfileMutation($input: ProfileInput!) {\n    createProfile(input: $input) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...PersonalForm_profile\n        ...EducationSection_profile\n        ...WorkSection_profile\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProfileMutation($input: ProfileInput!) {\n    createProfile(input: $input) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...PersonalForm_profile\n        ...EducationSection_profile\n        ...WorkSection_profile\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileMutation($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...PersonalForm_profile\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileMutation($id: ID!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...PersonalForm_profile\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkSection_profile on Profile {\n    id\n    works {\n      id\n      number\n      company\n      position\n      city\n      country\n    }\n  }\n"): (typeof documents)["\n  fragment WorkSection_profile on Profile {\n    id\n    works {\n      id\n      number\n      company\n      position\n      city\n      country\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorksMutation($profileId: ID!, $works: [WorkInput!]!) {\n    updateWorks(profileId: $profileId, works: $works) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...WorkSection_profile\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorksMutation($profileId: ID!, $works: [WorkInput!]!) {\n    updateWorks(profileId: $profileId, works: $works) {\n      message\n      errors {\n        field\n        message\n        code\n        limit\n      }\n      profile {\n        id\n        ...WorkSection_profile\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchMatches_designer on Designer {\n    id\n    ...DesignerName_designer\n    picture {\n      url\n    }\n    portfolioCount\n  }\n"): (typeof documents)["\n  fragment SearchMatches_designer on Designer {\n    id\n    ...DesignerName_designer\n    picture {\n      url\n    }\n    portfolioCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchMatches_tag on Tag {\n    id\n    name\n    type\n    portfolioCount\n  }\n"): (typeof documents)["\n  fragment SearchMatches_tag on Tag {\n    id\n    name\n    type\n    portfolioCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchRouteQuery($keyword: String!, $page: Int!) {\n    searchDesigners(keyword: $keyword, first: 8) {\n      id\n      ...SearchMatches_designer\n    }\n    searchTags(keyword: $keyword, first: 10) {\n      id\n      ...SearchMatches_tag\n    }\n    searchPortfolios(keyword: $keyword, page: $page) {\n      pageInfo {\n        total\n      }\n      ...PortfolioPageGrid_page\n    }\n  }\n"): (typeof documents)["\n  query SearchRouteQuery($keyword: String!, $page: Int!) {\n    searchDesigners(keyword: $keyword, first: 8) {\n      id\n      ...SearchMatches_designer\n    }\n    searchTags(keyword: $keyword, first: 10) {\n      id\n      ...SearchMatches_tag\n    }\n    searchPortfolios(keyword: $keyword, page: $page) {\n      pageInfo {\n        total\n      }\n      ...PortfolioPageGrid_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TagRouteQuery($name: String!, $page: Int!) {\n    tag(name: $name) {\n      id\n      name\n      type\n      portfolios(page: $page) {\n        ...PortfolioPageGrid_page\n      }\n    }\n  }\n"): (typeof documents)["\n  query TagRouteQuery($name: String!, $page: Int!) {\n    tag(name: $name) {\n      id\n      name\n      type\n      portfolios(page: $page) {\n        ...PortfolioPageGrid_page\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopRankRouteQuery($sort: SortOrder!) {\n    topRank(sort: $sort) {\n      sort\n      entries {\n        rank\n        ...TopRankRow_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopRankRouteQuery($sort: SortOrder!) {\n    topRank(sort: $sort) {\n      sort\n      entries {\n        rank\n        ...TopRankRow_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TopRankRow_entry on TopRankEntry {\n    rank\n    portfolio {\n      id\n      title\n      viewCount\n      cover {\n        url\n      }\n      designer {\n        ...DesignerLink_designer\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TopRankRow_entry on TopRankEntry {\n    rank\n    portfolio {\n      id\n      title\n      viewCount\n      cover {\n        url\n      }\n      designer {\n        ...DesignerLink_designer\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;