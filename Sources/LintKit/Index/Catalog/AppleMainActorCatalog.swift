/// The Apple UI frameworks' classes and protocols that their SDKs declare `@MainActor`, for
/// `static_var_concurrency`: a type whose declaration inherits one of them is isolated to the
/// main actor, so its static stored properties are not shared mutable state
/// (`class ProfileViewController: UIViewController { static var instances = 0 }`,
/// `struct BadgeView: View { static var renderCount = 0 }`).
///
/// Hand-curated from the SDKs' declarations (UIKit's `UIResponder` and its subclasses, its
/// view and data-source protocols, AppKit's `NSResponder` family, SwiftUI's `View`, `App`,
/// `Scene`, `ViewModifier` and representables, WidgetKit's `Widget`), limited to the names
/// code commonly subclasses or conforms to. These frameworks do not exist on Linux, so
/// swiftc cannot check the list here. A name counts only in files that import one of
/// ``importers`` and when the project declares nothing of that name.
public enum AppleMainActorCatalog {
    /// Modules whose import makes the names below the frameworks' own.
    public static let importers: Set<String> = ["UIKit", "SwiftUI", "AppKit", "Cocoa", "WatchKit", "TVUIKit", "WidgetKit"]

    /// Class and protocol names (without module) the frameworks declare `@MainActor`.
    public static let names: Set<String> = [
        // UIKit: UIResponder and the classes apps subclass.
        "UIResponder", "UIView", "UIViewController", "UIControl", "UIButton", "UILabel", "UIImageView",
        "UITextField", "UITextView", "UIScrollView", "UITableView", "UICollectionView", "UITableViewCell",
        "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView", "UIStackView",
        "UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController",
        "UISearchController", "UIAlertController", "UIWindow", "UIApplication", "UINavigationBar", "UITabBar",
        "UIToolbar", "UISwitch", "UISlider", "UISegmentedControl", "UIActivityIndicatorView", "UIProgressView",
        "UIPickerView", "UIDatePicker", "UIVisualEffectView", "UIRefreshControl", "UIPageControl", "UISearchBar",
        "UITableViewController", "UICollectionViewController", "UIHostingController", "UIInputViewController",
        "UIImagePickerController", "UIActivityViewController", "UIDocumentPickerViewController",
        "UIPresentationController", "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer",
        "UILongPressGestureRecognizer", "UISwipeGestureRecognizer", "UIPinchGestureRecognizer",
        "UICollectionViewLayout", "UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout",
        "UIBarButtonItem", "UIBarItem",
        // UIKit protocols.
        "UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate", "UITableViewDataSource",
        "UITableViewDelegate", "UICollectionViewDataSource", "UICollectionViewDelegate",
        "UICollectionViewDelegateFlowLayout", "UITextFieldDelegate", "UITextViewDelegate", "UIScrollViewDelegate",
        "UIGestureRecognizerDelegate", "UINavigationControllerDelegate", "UITabBarControllerDelegate",
        "UISearchBarDelegate", "UISearchResultsUpdating", "UIPickerViewDataSource", "UIPickerViewDelegate",
        "UIImagePickerControllerDelegate", "UIDocumentPickerDelegate", "UIAdaptivePresentationControllerDelegate",
        "UIPopoverPresentationControllerDelegate", "UIContextMenuInteractionDelegate",
        // AppKit.
        "NSResponder", "NSView", "NSViewController", "NSWindowController", "NSWindow", "NSPanel", "NSApplication",
        "NSControl", "NSButton", "NSTextField", "NSTextView", "NSTableView", "NSTableCellView", "NSTableRowView",
        "NSOutlineView", "NSCollectionView", "NSCollectionViewItem", "NSScrollView", "NSStackView", "NSImageView",
        "NSSplitViewController", "NSTabViewController", "NSHostingView", "NSHostingController",
        "NSApplicationDelegate", "NSWindowDelegate", "NSTableViewDataSource", "NSTableViewDelegate",
        "NSTextFieldDelegate", "NSTextViewDelegate", "NSOutlineViewDataSource", "NSOutlineViewDelegate",
        "NSCollectionViewDataSource", "NSCollectionViewDelegate",
        // SwiftUI and WidgetKit protocols.
        "View", "App", "Scene", "ViewModifier", "PreviewProvider", "PreviewModifier", "Commands", "ToolbarContent",
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
        "NSViewControllerRepresentable", "Widget",
    ]
}
