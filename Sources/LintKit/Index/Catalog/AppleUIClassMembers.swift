/// Instance members of the UIKit and AppKit classes that apps subclass, for
/// `looping_task_strong_self`: inside `class FeedViewController: UITableViewController`, a bare
/// `tableView` or `view` in a task's loop is `self.tableView`, which holds `self`.
///
/// Hand-curated from the SDKs' documentation: each class with its superclass and the members
/// code commonly uses without `self.` (properties and methods, not every one). These frameworks
/// do not exist on Linux, so the list cannot be generated here. A name counts only in files
/// that import one of ``AppleMainActorCatalog/importers`` and when the project declares no
/// type of that name.
public enum AppleUIClassMembers {
    /// A class: its superclass in this table (nil: the root here) and its own members.
    struct Entry {
        var superclass: String?
        var members: [String]
    }

    /// Whether `name` is one of the classes listed.
    public static func knows(_ name: String) -> Bool { entries[name] != nil }

    /// The members of the class `name` and of its superclasses, or nil for a class not listed.
    public static func members(ofClassNamed name: String) -> Set<String>? {
        guard entries[name] != nil else { return nil }
        var members: Set<String> = []
        var current: String? = name
        var steps = 0
        while let className = current, let entry = entries[className], steps < 16 {
            members.formUnion(entry.members)
            current = entry.superclass
            steps += 1
        }
        return members
    }

    static let entries: [String: Entry] = [
        // UIKit
        "UIResponder": Entry(superclass: nil, members: [
            "next", "isFirstResponder", "becomeFirstResponder", "resignFirstResponder", "undoManager",
            "inputView", "inputAccessoryView", "reloadInputViews",
        ]),
        "UIView": Entry(superclass: "UIResponder", members: [
            "frame", "bounds", "center", "transform", "subviews", "superview", "window", "layer",
            "backgroundColor", "alpha", "isHidden", "isOpaque", "tintColor", "contentMode", "clipsToBounds",
            "isUserInteractionEnabled", "tag", "constraints", "safeAreaInsets", "safeAreaLayoutGuide",
            "layoutMargins", "directionalLayoutMargins", "layoutMarginsGuide", "traitCollection",
            "intrinsicContentSize", "gestureRecognizers", "accessibilityLabel", "accessibilityIdentifier",
            "addSubview", "insertSubview", "removeFromSuperview", "bringSubviewToFront", "sendSubviewToBack",
            "setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay", "layoutSubviews", "sizeToFit", "sizeThatFits",
            "addConstraint", "addConstraints", "removeConstraint", "removeConstraints", "addGestureRecognizer",
            "removeGestureRecognizer", "invalidateIntrinsicContentSize", "setNeedsUpdateConstraints",
            "updateConstraintsIfNeeded", "convert", "viewWithTag", "endEditing",
        ]),
        "UIViewController": Entry(superclass: "UIResponder", members: [
            "view", "viewIfLoaded", "isViewLoaded", "title", "navigationController", "navigationItem",
            "tabBarController", "tabBarItem", "splitViewController", "presentingViewController",
            "presentedViewController", "parent", "children", "storyboard", "traitCollection",
            "preferredContentSize", "modalPresentationStyle", "modalTransitionStyle", "isModalInPresentation",
            "additionalSafeAreaInsets", "isEditing", "toolbarItems", "definesPresentationContext",
            "transitionCoordinator", "editButtonItem", "present", "dismiss", "show", "showDetailViewController",
            "addChild", "removeFromParent", "willMove", "didMove", "performSegue", "setEditing", "setToolbarItems",
            "setNeedsStatusBarAppearanceUpdate", "loadViewIfNeeded",
        ]),
        "UITableViewController": Entry(superclass: "UIViewController", members: [
            "tableView", "refreshControl", "clearsSelectionOnViewWillAppear",
        ]),
        "UICollectionViewController": Entry(superclass: "UIViewController", members: [
            "collectionView", "collectionViewLayout", "clearsSelectionOnViewWillAppear",
            "installsStandardGestureForInteractiveMovement",
        ]),
        "UINavigationController": Entry(superclass: "UIViewController", members: [
            "viewControllers", "topViewController", "visibleViewController", "navigationBar", "toolbar",
            "isNavigationBarHidden", "isToolbarHidden", "pushViewController", "popViewController",
            "popToRootViewController", "popToViewController", "setViewControllers", "setNavigationBarHidden",
            "setToolbarHidden",
        ]),
        "UITabBarController": Entry(superclass: "UIViewController", members: [
            "viewControllers", "selectedIndex", "selectedViewController", "tabBar", "setViewControllers",
        ]),
        "UIPageViewController": Entry(superclass: "UIViewController", members: [
            "viewControllers", "dataSource", "delegate", "setViewControllers",
        ]),
        "UISplitViewController": Entry(superclass: "UIViewController", members: [
            "viewControllers", "preferredDisplayMode", "displayMode", "isCollapsed", "setViewController",
        ]),
        "UIHostingController": Entry(superclass: "UIViewController", members: ["rootView"]),
        "UIControl": Entry(superclass: "UIView", members: [
            "isEnabled", "isSelected", "isHighlighted", "state", "addTarget", "removeTarget", "sendActions",
            "addAction", "removeAction",
        ]),
        "UIButton": Entry(superclass: "UIControl", members: [
            "titleLabel", "imageView", "configuration", "currentTitle", "setTitle", "setImage", "setTitleColor",
        ]),
        "UILabel": Entry(superclass: "UIView", members: [
            "text", "attributedText", "font", "textColor", "textAlignment", "numberOfLines", "lineBreakMode",
        ]),
        "UITextField": Entry(superclass: "UIControl", members: [
            "text", "attributedText", "placeholder", "font", "textColor", "delegate", "isSecureTextEntry",
            "keyboardType",
        ]),
        "UIImageView": Entry(superclass: "UIView", members: [
            "image", "highlightedImage", "isAnimating", "startAnimating", "stopAnimating",
        ]),
        "UIScrollView": Entry(superclass: "UIView", members: [
            "contentOffset", "contentSize", "contentInset", "adjustedContentInset", "delegate", "isScrollEnabled",
            "isPagingEnabled", "refreshControl", "zoomScale", "setContentOffset", "scrollRectToVisible",
            "setZoomScale",
        ]),
        "UITextView": Entry(superclass: "UIScrollView", members: [
            "text", "attributedText", "font", "textColor", "isEditable", "isSelectable",
        ]),
        "UITableView": Entry(superclass: "UIScrollView", members: [
            "dataSource", "visibleCells", "indexPathsForVisibleRows", "indexPathForSelectedRow", "reloadData",
            "reloadRows", "insertRows", "deleteRows", "beginUpdates", "endUpdates", "performBatchUpdates",
            "dequeueReusableCell", "register", "scrollToRow", "selectRow", "deselectRow",
        ]),
        "UICollectionView": Entry(superclass: "UIScrollView", members: [
            "dataSource", "collectionViewLayout", "visibleCells", "indexPathsForVisibleItems",
            "indexPathsForSelectedItems", "reloadData", "reloadItems", "insertItems", "deleteItems",
            "performBatchUpdates", "dequeueReusableCell", "register", "scrollToItem", "selectItem", "deselectItem",
        ]),
        "UITableViewCell": Entry(superclass: "UIView", members: [
            "contentView", "textLabel", "detailTextLabel", "imageView", "accessoryType", "accessoryView",
            "selectionStyle", "isSelected", "isHighlighted", "isEditing", "backgroundView",
            "selectedBackgroundView", "reuseIdentifier", "contentConfiguration", "backgroundConfiguration",
            "setSelected", "setHighlighted", "prepareForReuse",
        ]),
        "UICollectionReusableView": Entry(superclass: "UIView", members: ["reuseIdentifier", "prepareForReuse"]),
        "UICollectionViewCell": Entry(superclass: "UICollectionReusableView", members: [
            "contentView", "isSelected", "isHighlighted", "backgroundView", "selectedBackgroundView",
            "contentConfiguration", "backgroundConfiguration",
        ]),
        "UITableViewHeaderFooterView": Entry(superclass: "UIView", members: [
            "contentView", "textLabel", "detailTextLabel", "backgroundView", "reuseIdentifier",
        ]),
        "UIStackView": Entry(superclass: "UIView", members: [
            "arrangedSubviews", "axis", "spacing", "alignment", "distribution", "addArrangedSubview",
            "removeArrangedSubview", "insertArrangedSubview",
        ]),
        "UIWindow": Entry(superclass: "UIView", members: [
            "rootViewController", "windowScene", "isKeyWindow", "makeKeyAndVisible", "makeKey",
        ]),
        // AppKit
        "NSResponder": Entry(superclass: nil, members: [
            "nextResponder", "becomeFirstResponder", "resignFirstResponder", "undoManager",
        ]),
        "NSView": Entry(superclass: "NSResponder", members: [
            "frame", "bounds", "subviews", "superview", "window", "layer", "wantsLayer", "needsDisplay",
            "needsLayout", "isHidden", "alphaValue", "identifier", "toolTip", "addSubview", "removeFromSuperview",
            "setNeedsDisplay", "layoutSubtreeIfNeeded", "addConstraint", "addConstraints", "convert", "display",
        ]),
        "NSViewController": Entry(superclass: "NSResponder", members: [
            "view", "viewIfLoaded", "isViewLoaded", "title", "representedObject", "parent", "children",
            "presentingViewController", "presentedViewControllers", "storyboard", "nibName",
            "preferredContentSize", "addChild", "removeFromParent", "dismiss", "present", "presentAsSheet",
            "presentAsModalWindow",
        ]),
        "NSWindowController": Entry(superclass: "NSResponder", members: [
            "window", "document", "windowNibName", "owner", "contentViewController", "isWindowLoaded",
            "showWindow", "close",
        ]),
        "NSWindow": Entry(superclass: "NSResponder", members: [
            "contentView", "contentViewController", "title", "frame", "isVisible", "isKeyWindow", "delegate",
            "toolbar", "makeKeyAndOrderFront", "orderOut", "close", "setFrame", "center",
        ]),
        "NSControl": Entry(superclass: "NSView", members: [
            "isEnabled", "stringValue", "integerValue", "doubleValue", "objectValue", "target", "action", "font",
            "alignment",
        ]),
        "NSTextField": Entry(superclass: "NSControl", members: [
            "placeholderString", "textColor", "isEditable", "isSelectable", "delegate",
        ]),
        "NSButton": Entry(superclass: "NSControl", members: ["title", "image", "state", "bezelStyle"]),
        "NSTableView": Entry(superclass: "NSControl", members: [
            "dataSource", "delegate", "selectedRow", "numberOfRows", "reloadData", "selectRowIndexes",
        ]),
        "NSHostingView": Entry(superclass: "NSView", members: ["rootView"]),
        "NSHostingController": Entry(superclass: "NSViewController", members: ["rootView"]),
    ]
}
