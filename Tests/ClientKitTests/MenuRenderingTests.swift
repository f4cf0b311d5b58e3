import Foundation
import StrataPixman
import XCTest
@testable @_spi(StrataPlatform) import ClientKit

/// What a menu panel draws: its light panel over the window, a checkmark in the leading
/// column of an `.on` row, a destructive row's red title.
final class MenuRenderingTests: XCTestCase {
    func testThePanelDrawsRowsCheckmarksAndDestructiveTitles() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 320, height: 300, background: .white)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 10, y: 10, width: 100, height: 30)
            button.menu = UIMenu(title: "Sort", children: [
                UIAction(title: "Name", state: .on) { _ in },
                UIAction(title: "Date", image: UIImage(systemName: "calendar")) { _ in },
                UIMenu(options: .displayInline, children: [UIAction(title: "Delete", attributes: .destructive) { _ in }]),
            ])
            button.showsMenuAsPrimaryAction = true
            window.addSubview(button)
            window.makeKeyAndVisible()
            Finger(window, at: CGPoint(x: 50, y: 25)).lift()
            let menu = try! XCTUnwrap(_UIMenuView.shown(in: window))
            let image = renderedImage(of: window)
            if let dir = ProcessInfo.processInfo.environment["STRATA_MENU_PNG"] {
                try? Data(PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: dir))
            }
            @MainActor func rowFrame(_ title: String) -> CGRect {
                let row = menu.rowViews.first { $0.row.title == title }!
                return row.convert(row.bounds, to: nil)
            }
            func pixels(in rect: CGRect) -> [RGBA] {
                var result: [RGBA] = []
                for y in Int(rect.minY)..<Int(rect.maxY) {
                    for x in Int(rect.minX)..<Int(rect.maxX) { result.append(RGBA(pixel: image.pixel(x: x, y: y))) }
                }
                return result
            }
            let panel = menu.convert(menu.panel.frame, to: nil)
            let background = RGBA(pixel: image.pixel(x: Int(panel.maxX) - 4, y: Int(rowFrame("Date").midY)))
            XCTAssertEqual(background.r, 245, accuracy: 3, "the panel's light grey")
            let name = rowFrame("Name")
            let check = pixels(in: CGRect(x: name.minX + 12, y: name.minY + 12, width: 20, height: 20))
            XCTAssertTrue(check.contains { $0.r < 100 && $0.g < 100 && $0.b < 100 }, "a dark checkmark")
            let date = rowFrame("Date")
            let noCheck = pixels(in: CGRect(x: date.minX + 12, y: date.minY + 12, width: 16, height: 20))
            XCTAssertFalse(noCheck.contains { $0.r < 100 }, "no checkmark on an .off row")
            let delete = pixels(in: rowFrame("Delete"))
            XCTAssertTrue(delete.contains { $0.r > 200 && $0.g < 120 && $0.b < 120 }, "red text")
            let outside = RGBA(pixel: image.pixel(x: 300, y: 290))
            XCTAssertEqual(outside, RGBA(255, 255, 255), "a button's menu does not dim the window")
            window.isHidden = true
        }
    }

    func testTheEditMenuIsABarOfTitles() {
        MainActor.assumeIsolated {
            let window = makeRenderWindow(width: 320, height: 200, background: .white)
            let field = UITextField(frame: CGRect(x: 20, y: 120, width: 200, height: 30))
            field.text = "hello"
            window.addSubview(field)
            window.makeKeyAndVisible()
            XCTAssertTrue(field.becomeFirstResponder())
            defer { field.resignFirstResponder() }
            UIMenuController.shared.showMenu(from: field, rect: CGRect(x: 150, y: 0, width: 0, height: 30))
            let menu = try! XCTUnwrap(_UIEditMenu.shown)
            let image = renderedImage(of: window)
            if let path = ProcessInfo.processInfo.environment["STRATA_EDIT_MENU_PNG"] {
                try? Data(PNGEncoder.encode(image)).write(to: URL(fileURLWithPath: path))
            }
            let bar = menu.convert(menu.panel.frame, to: nil)
            XCTAssertEqual(bar.height, 36)
            XCTAssertEqual(bar.midX, 170, accuracy: 1, "centred on the rectangle")
            XCTAssertLessThan(bar.maxY, 120)
            let inside = RGBA(pixel: image.pixel(x: Int(bar.minX) + 3, y: Int(bar.midY)))
            XCTAssertEqual(inside.r, 245, accuracy: 3)
            UIMenuController.shared.hideMenu()
            window.isHidden = true
        }
    }
}
