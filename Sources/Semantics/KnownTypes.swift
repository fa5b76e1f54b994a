/// A small table of the platform SDKs' common types, so that a property of a type the workspace does
/// not declare can be judged: a framework class is a reference (a `@State` holding one keeps the
/// object, not a value), a known value type is not a model object at all. Everything else is an
/// external type Lifeline says it does not know.
public enum KnownTypes {
    /// Foundation's global functions whose names are written like types: a call of one
    /// (`NSLocalizedString("KEY")`, which returns a `String`) makes no instance of a type of that name.
    public static let typeStyledFunctions: Set<String> = [
        "NSLocalizedString", "NSStringFromClass", "NSClassFromString", "NSStringFromSelector", "NSSelectorFromString",
        "NSStringFromProtocol", "NSProtocolFromString", "NSMakeRange", "NSMakePoint", "NSMakeSize", "NSMakeRect",
        "NSHomeDirectory", "NSTemporaryDirectory", "NSUserName", "NSFullUserName", "NSSearchPathForDirectoriesInDomains",
        "NSLog",
    ]

    /// SwiftUI scenes that exist on some platforms only (Apple's availability): a call of one inside
    /// an `#if` clause compiled only for other platforms cannot build, so what it shows is no path of
    /// the app. A Mac Catalyst build is iOS to the SDK, so `Settings` under
    /// `#if targetEnvironment(macCatalyst)` is such a call.
    public static let platformOnlyScenes: [String: Set<String>] = [
        "Settings": ["macOS"], "MenuBarExtra": ["macOS"], "ImmersiveSpace": ["visionOS"],
    ]

    /// SwiftUI's (and its companion frameworks') views and scenes that show content they are given
    /// (a closure or a view argument). None of them injects into the environment of that content:
    /// a container not in this list and not declared in the workspace is another module's view,
    /// which may (`StructuralContext.externalContainer`).
    public static let swiftUIContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "List", "Form", "Section",
        "Group", "GroupBox", "ScrollView", "ScrollViewReader", "GeometryReader", "NavigationView", "NavigationStack", "NavigationSplitView",
        "NavigationLink", "TabView", "Tab", "TabSection", "Button", "Menu", "Picker", "Toggle", "Label", "LabeledContent", "DisclosureGroup",
        "OutlineGroup", "ForEach", "Table", "TableColumn", "TableRow", "ViewThatFits", "ControlGroup", "HSplitView", "VSplitView", "Link",
        "ShareLink", "TimelineView", "Canvas", "ContentUnavailableView", "Gauge", "ProgressView", "Stepper", "Slider", "TextField",
        "SecureField", "DatePicker", "ColorPicker", "MultiDatePicker", "PhotosPicker", "PasteButton", "EditButton", "RenameButton",
        "AnyView", "AnyLayout", "HStackLayout", "VStackLayout", "ZStackLayout", "GridLayout", "EquatableView", "ModifiedContent",
        "SignInWithAppleButton", "Map", "Chart", "WindowGroup", "Window", "DocumentGroup", "Settings", "MenuBarExtra", "ImmersiveSpace",
        "UtilityWindow", "CommandGroup", "CommandMenu", "ToolbarItem", "ToolbarItemGroup", "ToolbarTitleMenu", "Layout", "SubviewsForEach",
        "ForEachSubview", "Group", "SectionConfiguration", "TextEditor", "Text", "Image", "AsyncImage", "VideoPlayer", "SpriteView",
        "SceneView", "RealityView", "Model3D", "SafariView", "WebView", "ZoomTransition", "NavigationSplitViewVisibility",
        "Spacer", "Divider", "Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Path",
    ]

    /// Classes (and actors) of SwiftUI, Foundation, Combine, UIKit, AppKit, AVFoundation, WebKit and
    /// other common frameworks.
    public static let referenceTypes: Set<String> = [
        // SwiftUI and Observation
        "WebPage", "NSHostingController", "UIHostingController", "NSHostingView",
        // Foundation
        "NSObject", "URLSession", "URLSessionTask", "URLSessionDataTask", "URLSessionWebSocketTask", "Timer", "NotificationCenter",
        "UserDefaults", "FileManager", "Bundle", "OperationQueue", "Operation", "JSONDecoder", "JSONEncoder", "PropertyListDecoder",
        "PropertyListEncoder", "DateFormatter", "NumberFormatter", "ISO8601DateFormatter", "RelativeDateTimeFormatter",
        "ByteCountFormatter", "MeasurementFormatter", "NSCache", "NSLock", "NSRecursiveLock", "Thread", "RunLoop", "Progress",
        "NSRegularExpression", "NSAttributedString", "NSMutableAttributedString", "ProcessInfo", "NSUbiquitousKeyValueStore",
        "NSMetadataQuery", "FileHandle", "Pipe", "Process", "NSItemProvider", "NSUserActivity", "UndoManager", "DispatchQueue",
        "DispatchSourceTimer", "DispatchWorkItem", "DispatchGroup", "DispatchSemaphore",
        // Combine
        "AnyCancellable", "PassthroughSubject", "CurrentValueSubject",
        // UIKit
        "UIView", "UIViewController", "UIWindow", "UIImage", "UIColor", "UIFont", "UIApplication", "UIScreen", "UIDevice",
        "UINavigationController", "UITabBarController", "UICollectionView", "UITableView", "UIScrollView", "UITextView",
        "UITextField", "UILabel", "UIButton", "UIImageView", "UIPasteboard", "UIActivityViewController", "UIDocumentPickerViewController",
        "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator", "UIWindowScene", "UIScene",
        // AppKit
        "NSView", "NSViewController", "NSWindow", "NSWindowController", "NSPanel", "NSImage", "NSColor", "NSFont", "NSApplication",
        "NSScreen", "NSPasteboard", "NSStatusItem", "NSMenu", "NSMenuItem", "NSTextView", "NSScrollView", "NSSavePanel", "NSOpenPanel",
        "NSAlert", "NSCursor", "NSEvent", "NSWorkspace", "NSSound", "NSTrackingArea",
        // AVFoundation, AVKit, media
        "AVPlayer", "AVQueuePlayer", "AVPlayerItem", "AVPlayerLooper", "AVAsset", "AVURLAsset", "AVAudioPlayer", "AVAudioRecorder",
        "AVAudioEngine", "AVAudioSession", "AVCaptureSession", "AVSpeechSynthesizer", "AVAssetImageGenerator", "AVAssetExportSession",
        "AVPlayerViewController", "AVPlayerLayer", "AVPictureInPictureController",
        // WebKit, AuthenticationServices, others
        "WKWebView", "WKWebViewConfiguration", "ASWebAuthenticationSession", "CLLocationManager", "CLGeocoder", "CMMotionManager",
        "MKMapView", "MKLocalSearch", "CKContainer", "CKDatabase", "NSPersistentContainer", "NSManagedObjectContext",
        "NSManagedObject", "NSFetchedResultsController", "ModelContext", "ModelContainer", "SKScene", "SKView", "SCNScene",
        "ARSession", "PHImageManager", "PHCachingImageManager", "NWPathMonitor", "NWConnection", "NWListener", "CADisplayLink",
        "CALayer", "CAShapeLayer", "UNUserNotificationCenter", "EKEventStore", "HKHealthStore", "LAContext", "SFSpeechRecognizer",
        "PKCanvasView", "PKToolPicker", "QLPreviewController", "PDFDocument", "PDFView", "SFSafariViewController", "GKLocalPlayer",
        "NSFileCoordinator", "NSFilePresenter", "Logger",
    ]

    /// Value types of the standard library and the SDKs that often sit in `@State`.
    public static let valueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat",
        "Bool", "String", "Character", "Substring", "Array", "Dictionary", "Set", "Optional", "Result", "Range", "ClosedRange",
        "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval", "DateComponents", "Calendar", "Locale", "TimeZone", "Measurement",
        "URLComponents", "URLRequest", "IndexSet", "IndexPath", "AttributedString", "CharacterSet", "Duration", "ContinuousClock",
        "Task", "CGPoint", "CGSize", "CGRect", "CGVector", "CGAffineTransform", "Color", "Font", "Image", "Angle", "Anchor",
        "UnitPoint", "EdgeInsets", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment", "NavigationPath", "Text",
        "LocalizedStringKey", "LocalizedStringResource", "AnyView", "Namespace", "ScrollPosition", "ScrollViewProxy",
        "GestureState", "Animation", "Transaction", "ColorScheme", "DynamicTypeSize", "ContentSizeCategory", "EditMode",
        "PresentationDetent", "NavigationSplitViewVisibility", "ColumnNavigationVisibility", "TabViewStyle", "Visibility",
        "FocusState", "PhotosPickerItem", "MapCameraPosition", "MKCoordinateRegion", "CLLocationCoordinate2D", "Gradient",
        "LinearGradient", "RadialGradient", "AngularGradient", "ShapeStyle", "AnyShapeStyle", "StrokeStyle", "Path", "ProposedViewSize",
        "SortDescriptor", "Predicate", "FetchDescriptor", "PersistentIdentifier", "Never", "Void", "AnyHashable", "ObjectIdentifier",
        "KeyPath", "Binding", "State", "CMTime", "CMTimeRange", "NSRange", "NSDirectionalEdgeInsets", "UIEdgeInsets", "NSEdgeInsets",
        "CheckedContinuation", "UnsafeContinuation", "AsyncStream", "AsyncThrowingStream", "AnyPublisher", "Published",
        "DispatchTime", "DispatchTimeInterval", "Regex", "AttributeContainer", "TextSelection", "ScrollPosition", "Tab",
    ]

    /// Property wrappers and protocols of SwiftUI, Observation, Combine and SwiftData.
    static let wrappersAndProtocols: Set<String> = [
        "State", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Bindable", "Binding", "AppStorage", "SceneStorage",
        "FocusState", "FocusedValue", "FocusedObject", "FocusedBinding", "GestureState", "Namespace", "ScaledMetric", "Query",
        "FetchRequest", "SectionedFetchRequest", "AccessibilityFocusState", "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor",
        "Published", "View", "App", "Scene", "ViewModifier", "ObservableObject", "Observable", "DynamicProperty", "PreviewProvider",
        "Identifiable", "Hashable", "Equatable", "Codable", "Error", "Sendable", "Commands",
    ]

    /// Type names the SDKs declare (the tables above): a simple name written outside the scope of a
    /// workspace type nested under the same name means the SDK's type, as Swift looks it up.
    public static let sdkTypeNames: Set<String> = swiftUIContainers.union(referenceTypes).union(valueTypes).union(wrappersAndProtocols)
}
